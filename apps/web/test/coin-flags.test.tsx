import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, appConfig, walletOf } from './wallet-fixtures';

/** Per-coin flags on the screens (docs/decisions/0017-coin-maintenance.md). */
const open = walletOf('EUR', '10.00', '1');
const maintenance = walletOf('BTC', '0.50000000', '40000', {
  maintenance: true,
  maintenanceDeposit: true,
  maintenanceWithdraw: true,
  investBalance: '0.10000000',
});
const depositsOff = walletOf('LTC', '1.00000000', '80', { maintenanceDeposit: true });
const sendingOff = walletOf('ETH', '1.000000000000000000', '2000', { maintenanceWithdraw: true });
const accepted = { ...testUser, termsInvestmentVersion: '1.0.0' };

function server(wallets: unknown[], user: Record<string, unknown> = testUser) {
  return fakeServer({
    'GET /user/me': { body: user },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: wallets },
    'GET /': { body: accountStatus(['EUR', 'BTC', 'LTC', 'ETH']) },
    'GET /wallet/w-LTC/transactions': { body: [] },
    'GET /wallet/w-ETH/transactions': { body: [] },
    'GET /investment/interestRate': {
      body: [
        { coinCode: 'EUR', rate: '4', minAmount: '1.00' },
        { coinCode: 'BTC', rate: '1', minAmount: '0.00010000' },
      ],
    },
    'GET /investment/interest': { body: [] },
  });
}

const card = (coin: string) => {
  const found = screen.getAllByTestId('wallet-card').find((c) => c.dataset.coin === coin);
  if (!found) throw new Error(`no ${coin} card`);
  return found;
};

describe('per-coin pauses on the screens', () => {
  it('marks each paused coin on the dashboard, inside its card link (read with the card)', async () => {
    server([open, maintenance, depositsOff, sendingOff]);
    renderApp('/auth/dashboard');
    await screen.findAllByTestId('wallet-card');
    expect(within(card('EUR')).queryByTestId('coin-pause-mark')).toBeNull();
    expect(within(card('BTC')).getByTestId('coin-pause-mark').textContent).toBe('Under maintenance');
    expect(within(card('LTC')).getByTestId('coin-pause-mark').textContent).toBe('Deposits paused');
    expect(within(card('ETH')).getByTestId('coin-pause-mark').textContent).toBe('Sending paused');
    expect(within(card('BTC')).getByRole('link').textContent).toContain('Under maintenance');
  });

  it('says deposits are paused in the receive details and still offers sending', async () => {
    server([depositsOff]);
    renderApp('/auth/wallet/LTC');
    const notice = await screen.findByTestId('coin-paused-deposit');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe(
      'LTC deposits are paused for now. Anything sent to these details is recorded and credited when deposits resume.',
    );
    expect(screen.queryByTestId('coin-paused-withdraw')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send' })).toBeTruthy();
  });

  it('offers no send form when sending is paused, even from the send page’s own URL', async () => {
    server([sendingOff]);
    renderApp('/auth/wallet/ETH/send');
    expect((await screen.findByTestId('coin-paused-withdraw')).textContent).toBe(
      'Sending ETH is paused for now. Your balance is safe; try again later.',
    );
    expect(screen.queryByTestId('send-form')).toBeNull();
  });

  it('keeps a coin in maintenance on show in Earn but offers no move in it', async () => {
    server([open, maintenance], accepted);
    renderApp('/auth/earn');
    const form = await screen.findByTestId('earn-form');
    expect(screen.getByTestId('coins-in-maintenance').textContent).toBe(
      'Under maintenance, Earn is paused right now for: BTC.',
    );
    const cards = screen.getAllByTestId('earn-wallet-card');
    const btc = cards.find((c) => c.dataset.coin === 'BTC') as HTMLElement;
    const eur = cards.find((c) => c.dataset.coin === 'EUR') as HTMLElement;
    expect(within(btc).getByTestId('earn-invested').textContent).toContain('0.1');
    expect(within(btc).queryAllByRole('button')).toHaveLength(0);
    expect(within(eur).getAllByRole('button').length).toBeGreaterThan(0);
    expect(form.textContent).not.toContain('BTC');
  });
});
