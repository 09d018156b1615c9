import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, appConfig, transactionOf, walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '10.00', '1');
const amn = walletOf('AMN', '100.000000000000000000', '0.0123');
const btc = walletOf('BTC', '0.50000000', '40000');
const eth = walletOf('ETH', '0.000000000000000000', '2000');

function dashboardServer(wallets: unknown, extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': wallets as { body: unknown },
    ...extra,
  });
}

const shownCoins = () => screen.getAllByTestId('wallet-card').map((card) => card.dataset.coin);

describe('dashboard', () => {
  it('renders without a component updating another one mid-render (the app modals watch the query cache)', async () => {
    // First in the file: React warns once per pair of components.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      dashboardServer({ body: [eth, btc, eur, amn] });
      renderApp('/auth/dashboard');
      await screen.findAllByTestId('wallet-card');
      await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('€20,011.23'));
      const midRender = errors.mock.calls.filter((call) => String(call[0]).includes('Cannot update a component'));
      expect(midRender).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('lists the wallets in the display order with their value and the total in EUR', async () => {
    dashboardServer({ body: [eth, btc, eur, amn] });
    renderApp('/auth/dashboard');
    await screen.findAllByTestId('wallet-card');
    expect(shownCoins()).toEqual(['EUR', 'AMN', 'BTC', 'ETH']);
    const bitcoin = screen.getAllByTestId('wallet-card')[2] as HTMLElement;
    expect(within(bitcoin).getByText('0.50000000 BTC')).toBeTruthy();
    expect(within(bitcoin).getByTestId('wallet-value').textContent).toBe('≈ €20,000.00');
    expect(within(bitcoin).getByRole('link').getAttribute('href')).toBe('/auth/wallet/BTC');
    // 10.00 + 1.23 (100 AMN at 0.0123) + 20,000.00 + 0
    expect(screen.getByTestId('total-balance').textContent).toBe('€20,011.23');
  });

  it('hides every balance when asked, and remembers it in showBalance', async () => {
    dashboardServer({ body: [eur, btc] });
    const first = renderApp('/auth/dashboard');
    await screen.findAllByTestId('wallet-card');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(localStorage.getItem('showBalance')).toBe('false');
    expect(screen.getByTestId('total-balance').textContent).toContain('••••••');
    expect(screen.queryByText('0.50000000 BTC')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show balances' }).getAttribute('aria-pressed')).toBe('true');

    first.unmount();
    renderApp('/auth/dashboard');
    await screen.findAllByTestId('wallet-card');
    expect(screen.queryByText('0.50000000 BTC')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show balances' }));
    expect(screen.getByText('0.50000000 BTC')).toBeTruthy();
    expect(localStorage.getItem('showBalance')).toBe('true');
  });

  it('draws a balance chart from the wallet history', async () => {
    dashboardServer(
      { body: [btc] },
      {
        'GET /wallet/w-BTC/transactions': {
          body: [
            transactionOf('t2', { amount: '0.20000000', createdAt: '2024-03-06T00:00:00.000Z' }),
            transactionOf('t1', { amount: '0.30000000', createdAt: '2024-03-05T00:00:00.000Z' }),
          ],
        },
      },
    );
    renderApp('/auth/dashboard');
    const chart = await screen.findByTestId('balance-chart');
    expect(chart.getAttribute('aria-label')).toBe('BTC balance trend: rising');
    // Opening balance 0, then 0.3, then 0.5: three points.
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });
});

describe('create wallet (section 4)', () => {
  const status = { body: accountStatus(['EUR', 'GBP', 'AMN', 'BTC', 'ETH']) };

  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Create wallet' }));
    return screen.findByTestId('create-wallet-dialog');
  }

  it('offers the supported coins without a wallet, creates one and polls the list until it appears', async () => {
    const server = dashboardServer([{ body: [amn] }, { body: [amn] }, { body: [amn] }, { body: [amn, btc] }], {
      'GET /': status,
      'POST /wallet': { body: btc },
    });
    renderApp('/auth/dashboard');
    await screen.findAllByTestId('wallet-card');
    const dialog = await openDialog();
    await within(dialog).findByTestId('create-BTC');
    expect(within(dialog).queryByTestId('create-AMN')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.dataset.testid)
        .filter(Boolean),
    ).toEqual(['create-EUR', 'create-GBP', 'create-BTC', 'create-ETH']);

    fireEvent.click(within(dialog).getByTestId('create-BTC'));
    // Generous: on a loaded machine the first lazy chunks (the dialog, the header's bell) load in this window.
    await waitFor(() => expect(screen.queryByTestId('create-wallet-dialog')).toBeNull(), { timeout: 10_000 });
    expect(server.called('POST /wallet')[0]?.body).toEqual({ coinCode: 'BTC' });
    // The dashboard's own load, then three polls: two without BTC, the third with it.
    expect(server.called('GET /wallet')).toHaveLength(4);
    expect(shownCoins()).toEqual(['AMN', 'BTC']);
  });

  it('refuses a fiat wallet without calling the server when no bank provider opens accounts', async () => {
    const server = dashboardServer(
      { body: [amn] },
      { 'GET /': status, 'GET /wallet-app.json': { body: appConfig(false, false) } },
    );
    renderApp('/auth/dashboard');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByTestId('create-EUR'));
    expect(await within(dialog).findByText('This is not supported here.')).toBeTruthy();
    expect(server.called('POST /wallet')).toHaveLength(0);
  });

  it('creates a EUR wallet outside production when the sandbox bank opens accounts', async () => {
    const server = dashboardServer([{ body: [amn] }, { body: [amn, eur] }], {
      'GET /': status,
      'POST /wallet': { body: eur },
    });
    renderApp('/auth/dashboard');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByTestId('create-EUR'));
    // Generous: on a loaded machine the first lazy chunks (the dialog, the header's bell) load in this window.
    await waitFor(() => expect(screen.queryByTestId('create-wallet-dialog')).toBeNull(), { timeout: 10_000 });
    expect(server.called('POST /wallet')[0]?.body).toEqual({ coinCode: 'EUR' });
    expect(shownCoins()).toEqual(['EUR', 'AMN']);
  });

  it("says 'wallet' when the coin never shows up after 10 polls", async () => {
    const server = dashboardServer({ body: [amn] }, { 'GET /': status, 'POST /wallet': { body: eth } });
    renderApp('/auth/dashboard');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByTestId('create-ETH'));
    expect(
      await within(dialog).findByText('The wallet could not be created. Please try again.', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(server.called('GET /wallet')).toHaveLength(11);
  });
});
