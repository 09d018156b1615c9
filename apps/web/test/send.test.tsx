import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { destinationError, type SendContext, sendAmountError } from '../src/features/wallet/send/send-schema';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, sendQuoteOf as quote, transactionOf, walletOf } from './wallet-fixtures';

const ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const btc = walletOf('BTC', '0.50000000', '40000');
const context: SendContext = {
  coinCode: 'BTC',
  network: 'testnet',
  balance: '0.50000000',
  minTransfer: '0.0001',
  decimals: 8,
};

describe('send validators (section 5 withdraw)', () => {
  it('checks a destination with the coin validator, and accepts an email as a Coffer user', () => {
    expect(destinationError(ADDRESS, context)).toBeNull();
    expect(destinationError('ada@example.com', context)).toBeNull();
    expect(destinationError('', context)).toBe('required');
    expect(destinationError('not-an-address', context)).toBe('address');
    // A mainnet address on a testnet wallet is not this coin's.
    expect(destinationError('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', context)).toBe('address');
    expect(destinationError('DE89370400440532013000', { coinCode: 'EUR', network: 'testnet' })).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1,5', 'amount'],
    ['-1', 'amount'],
    ['0', 'invalid'],
    ['0.00', 'invalid'],
    ['0.6', 'insufficientBalance'],
    ['0.00001', 'minAmount'],
    ['0.123456789', 'decimals'],
    ['0.5', null],
    ['0.0001', null],
  ])('amount %j gives %s', (amount, error) => {
    expect(sendAmountError(amount, context)).toBe(error);
  });
});

function sendServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet': { body: [btc] },
    'GET /': { body: accountStatus(['BTC'], { BTC: '0.0001' }) },
    ...extra,
  });
}

async function fillForm(to: string, amount: string) {
  const toField = await screen.findByLabelText('To');
  fireEvent.change(toField, { target: { value: to } });
  fireEvent.blur(toField);
  const amountField = screen.getByLabelText('Amount (BTC)');
  fireEvent.change(amountField, { target: { value: amount } });
  fireEvent.blur(amountField);
}

describe('send screen', () => {
  it('shows a field error only once the field was touched', async () => {
    sendServer();
    renderApp('/auth/wallet/BTC/send');
    const toField = await screen.findByLabelText('To');
    fireEvent.change(toField, { target: { value: 'nope' } });
    expect(screen.queryByText(/Enter a valid address/)).toBeNull();
    fireEvent.blur(toField);
    expect(await screen.findByText("Enter a valid address for this coin, or a Coffer user's email.")).toBeTruthy();

    const amountField = screen.getByLabelText('Amount (BTC)');
    fireEvent.change(amountField, { target: { value: '0.00001' } });
    fireEvent.blur(amountField);
    expect(await screen.findByText('The amount is below the minimum for this coin.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(() => expect((amountField as HTMLInputElement).value).toBe('0.5'));
    await waitFor(() => expect(screen.queryByText('The amount is below the minimum for this coin.')).toBeNull());
  });

  it('quotes, asks for the emailed code, sends with one Idempotency-Key per send and links the result', async () => {
    const created = transactionOf('tx-new', { type: 'WITHDRAW', status: 'PENDING', amount: '0.10000000' });
    const server = sendServer({
      'POST /wallet/w-BTC/ask-send': { body: quote() },
      'POST /wallet/w-BTC/send': [
        apiError(500, 'unknown_error'),
        apiError(401, 'two_factor_code_invalid'),
        { body: created },
      ],
    });
    renderApp('/auth/wallet/BTC/send');
    await fillForm(` ${ADDRESS} `, '0.1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByTestId('send-quote');
    expect(server.called('POST /wallet/w-BTC/ask-send')[0]?.body).toEqual({ to: ADDRESS, amount: '0.1' });
    expect(within(summary).getByTestId('quote-total').textContent).toContain('0.10005000 BTC');
    expect(within(summary).getByTestId('quote-limit').textContent).toContain('€150.00');
    expect(screen.getByText('We emailed you a 6-digit code. Enter it to confirm.')).toBeTruthy();

    const code = screen.getByLabelText('Confirmation code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    // The same send again: the same key, so the server runs it at most once.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('Wrong authenticator code.')).toBeTruthy();
    // A new code is another request: a new key.
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));

    const result = await screen.findByTestId('send-result');
    const calls = server.called('POST /wallet/w-BTC/send');
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(calls[1]?.body).toEqual({ to: ADDRESS, amount: '0.1', code: '123456' });
    expect(calls[2]?.body).toEqual({ to: ADDRESS, amount: '0.1', code: '654321' });
    expect(within(result).getByText('Withdrawal of 0.10000000 BTC on its way.')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      '/auth/wallet/transactions?coinCode=BTC&txId=tx-new',
    );
  });

  it('sends to a trusted Coffer user without a code', async () => {
    const created = transactionOf('tx-int', { type: 'INTERNAL', amount: '0.01000000' });
    const server = sendServer({
      'POST /wallet/w-BTC/ask-send': {
        body: quote({
          type: 'INTERNAL',
          internal: true,
          codeRequired: false,
          codeChannel: null,
          recipientName: 'Bob B.',
        }),
      },
      'POST /wallet/w-BTC/send': { body: created },
    });
    renderApp('/auth/wallet/BTC/send');
    await fillForm('bob@example.com', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Bob B.')).toBeTruthy();
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('0.01000000 BTC sent.')).toBeTruthy();
    expect(server.called('POST /wallet/w-BTC/send')[0]?.body).toEqual({ to: 'bob@example.com', amount: '0.01' });
  });

  it('shows the server refusal of a quote', async () => {
    sendServer({ 'POST /wallet/w-BTC/ask-send': apiError(400, 'amount_too_high') });
    renderApp('/auth/wallet/BTC/send');
    await fillForm(ADDRESS, '0.2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount is over your monthly withdrawal limit.')).toBeTruthy();
    expect(screen.queryByTestId('send-quote')).toBeNull();
  });
});
