import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receiveQr } from '../src/features/wallet/bank-receive';
import { ukAccountOf, ukAccountTo } from '../src/features/wallet/send/UkAccountFields';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, sendQuoteOf, walletOf } from './wallet-fixtures';

const IBAN = 'LT683999000000000001';
const eur = walletOf('EUR', '1000.00', '1', { address: IBAN, extra: { bic: 'CFFRLT2XXXX' } });
const gbp = walletOf('GBP', '300.00', '1.17', {
  address: 'GB11CFFR30999900000002',
  extra: { sortCode: '309999', accountNumber: '00000002' },
});

function walletServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet': { body: [eur, gbp] },
    'GET /': { body: accountStatus(['EUR', 'GBP'], { EUR: '1', GBP: '1' }) },
    'GET /wallet/w-EUR/transactions': { body: [] },
    'GET /wallet/w-GBP/transactions': { body: [] },
    ...extra,
  });
}

describe('fiat receive details (decision 0015)', () => {
  it('puts the EPC069-12 SEPA transfer in the EUR QR code, with error correction M; none for GBP', () => {
    expect(receiveQr(eur, 'Ada Lovelace')).toEqual({
      value: ['BCD', '002', '1', 'SCT', 'CFFRLT2XXXX', 'Ada Lovelace', IBAN].join('\n'),
      ecc: 'M',
      kind: 'epc',
    });
    expect(receiveQr(eur, null)).toBeNull();
    expect(receiveQr(gbp, 'Ada Lovelace')).toBeNull();
    expect(receiveQr(walletOf('BTC', '0', '1'), null)).toEqual({ value: 'addr-BTC', ecc: 'L', kind: 'address' });
  });

  it('shows the EUR account holder, IBAN and BIC with copy buttons, and the SEPA QR code', async () => {
    walletServer();
    renderApp('/auth/wallet/EUR');
    const holder = await screen.findByTestId('receive-holder');
    expect(holder.textContent).toContain('Ada Lovelace');
    expect(within(screen.getByTestId('receive-iban')).getByText(IBAN)).toBeTruthy();
    expect(within(screen.getByTestId('receive-bic')).getByText('CFFRLT2XXXX')).toBeTruthy();
    for (const what of ['Account holder', 'IBAN', 'BIC']) {
      expect(screen.getByRole('button', { name: `Copy: ${what}` })).toBeTruthy();
    }
    expect(screen.getByRole('img', { name: 'SEPA transfer QR code for this account' })).toBeTruthy();
  });

  it('shows the GBP holder, sort code and account number, without a QR code', async () => {
    walletServer();
    renderApp('/auth/wallet/GBP');
    expect((await screen.findByTestId('receive-sortCode')).textContent).toContain('309999');
    expect(screen.getByTestId('receive-accountNumber').textContent).toContain('00000002');
    expect(screen.getByTestId('receive-holder').textContent).toContain('Ada Lovelace');
    expect(screen.queryByTestId('receive-qr')).toBeNull();
  });
});

describe('GBP send to a UK account', () => {
  it.each([
    ['601613', '31926819', '601613 31926819'],
    ['60-16-13', '31926819', '601613 31926819'],
  ])('writes %s / %s as %j', (sortCode, account, to) => {
    expect(ukAccountTo(sortCode, account)).toBe(to);
    expect(ukAccountOf(to)).toEqual({ sortCode: '601613', accountNumber: '31926819' });
  });

  it('asks for sort code and account number, checks them, and quotes the send to that account', async () => {
    const server = walletServer({
      'POST /wallet/w-GBP/ask-send': {
        body: sendQuoteOf({
          amount: '20.00',
          fee: '1.71',
          total: '21.71',
          amountEUR: '23.40',
          withdrawLimitLeftEUR: '200.00',
        }),
      },
    });
    renderApp('/auth/wallet/GBP/send');
    const sortCode = await screen.findByLabelText('Sort code');
    fireEvent.change(sortCode, { target: { value: '6016' } });
    fireEvent.blur(sortCode);
    expect(await screen.findByText('A sort code is 6 digits.')).toBeTruthy();
    fireEvent.change(sortCode, { target: { value: '60-16-13' } });
    const account = screen.getByLabelText('Account number');
    fireEvent.change(account, { target: { value: '31926819' } });
    fireEvent.blur(account);
    await waitFor(() => expect(screen.queryByText('A sort code is 6 digits.')).toBeNull());
    const amount = screen.getByLabelText('Amount (GBP)');
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.called('POST /wallet/w-GBP/ask-send')).toHaveLength(1));
    expect(server.called('POST /wallet/w-GBP/ask-send')[0]?.body).toEqual({ to: '601613 31926819', amount: '20' });
  });

  it('still takes a UK IBAN or a Coffer email in the other choice', async () => {
    walletServer();
    renderApp('/auth/wallet/GBP/send');
    fireEvent.click(await screen.findByRole('radio', { name: 'IBAN or Coffer email' }));
    expect(screen.queryByLabelText('Sort code')).toBeNull();
    expect(screen.getByLabelText('To')).toBeTruthy();
  });
});
