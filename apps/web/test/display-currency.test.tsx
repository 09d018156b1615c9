import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, transactionOf, walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '10.00', '1');
const btc = walletOf('BTC', '0.50000000', '40000');
const usdt = walletOf('USDT', '25.000000', '0.92');

/** POST /rates: the latest publication for no date, the asked day's otherwise (GBP 0.8 on 2024-03-05). */
function rates(call: FakeCall) {
  const date = (call.body as { date?: string } | undefined)?.date;
  const day = date ?? '2026-11-20';
  const table = date === '2024-03-05' ? { GBP: '0.8', USD: '1.1' } : { GBP: '0.85', USD: '1.0835' };
  return { body: { base: 'EUR', date: day, rates: table } };
}

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: [eur, btc, usdt] },
    'POST /rates': rates,
    ...extra,
  });
}

describe('display currency (section 3 setting, section 9 rule)', () => {
  it('shows EUR by default without asking for bank rates', async () => {
    const api = server();
    renderApp('/auth/dashboard');
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('€20,033.00'));
    expect(api.called('POST /rates')).toHaveLength(0);
  });

  it('values the wallets in GBP at the latest bank rate, stablecoins included through EUR', async () => {
    localStorage.setItem('currency', 'GBP');
    const api = server();
    renderApp('/auth/dashboard');
    // 10 EUR × 0.85 = 8.50; 0.5 BTC × 40,000 × 0.85 = 17,000.00; 25 USDT × 0.92 × 0.85 = 19.55
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('£17,028.05'));
    const bitcoin = screen.getAllByTestId('wallet-card').find((card) => card.dataset.coin === 'BTC') as HTMLElement;
    expect(within(bitcoin).getByTestId('wallet-value').textContent).toBe('≈ £17,000.00');
    expect(api.called('POST /rates')[0]?.body).toEqual({});
  });

  it('counts stablecoins as one USD each in USD', async () => {
    localStorage.setItem('currency', 'USD');
    server();
    renderApp('/auth/dashboard');
    // 10.8350 + 21,670.00 + 25.00 (USDT at par)
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('$21,705.84'));
  });

  it('values a past transaction at the bank rate of its own day', async () => {
    localStorage.setItem('currency', 'GBP');
    const api = server({ 'GET /transaction/tx-1': { body: transactionOf('tx-1', { amountEUR: '4000.00' }) } });
    renderApp('/auth/wallet/transactions?coinCode=BTC&txId=tx-1');
    const details = await screen.findByTestId('transaction-details');
    // 4,000.00 EUR × 0.8 (2024-03-05), not the latest 0.85
    await waitFor(() => expect(within(details).getByText('£3,200.00')).toBeTruthy());
    expect(api.called('POST /rates').map((call) => call.body)).toContainEqual({ date: '2024-03-05' });
  });

  it('is chosen in settings, remembered, and changes the dashboard', async () => {
    server();
    const settings = renderApp('/auth/setting');
    const select = (await screen.findByLabelText('Display currency')) as HTMLSelectElement;
    expect(select.value).toBe('EUR');
    expect(within(select).getAllByRole('option').length).toBeGreaterThanOrEqual(40);
    fireEvent.change(select, { target: { value: 'GBP' } });
    expect(localStorage.getItem('currency')).toBe('GBP');
    settings.unmount();
    renderApp('/auth/dashboard');
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('£17,028.05'));
  });

  it('ignores an unknown stored currency', async () => {
    localStorage.setItem('currency', 'XYZ');
    server();
    renderApp('/auth/dashboard');
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('€20,033.00'));
  });
});
