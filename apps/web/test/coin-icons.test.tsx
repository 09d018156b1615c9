import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasCoinIcon, loadCoinIcon } from '../src/lib/ui/CoinIcon';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { accountStatus, appConfig, walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '10.00', '1');
const amn = walletOf('AMN', '100.000000000000000000', '0.0123');
const btc = walletOf('BTC', '0.50000000', '40000');
const paused = walletOf('ETH', '1.000000000000000000', '2000', { maintenanceWithdraw: true });

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: [eur, amn, btc, paused] },
    ...extra,
  });
}

describe('coin icons (issue 21.8)', () => {
  it('draws the coins the icon set has, one module per coin, and keeps a badge for the others', async () => {
    expect(['BTC', 'ETH', 'XRP', 'QASH', 'MATIC', 'USDT'].every(hasCoinIcon)).toBe(true);
    expect(['AMN', 'ERC', 'EUR', 'GBP'].some(hasCoinIcon)).toBe(false);
    const url = await loadCoinIcon('BTC');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(url ?? '')).toContain('<svg');
    expect(await loadCoinIcon('AMN')).toBeNull();
  });

  it('shows icons on the wallet cards, letter badges where there is none', async () => {
    server();
    renderApp('/auth/dashboard');
    const cards = await screen.findAllByTestId('wallet-card');
    const card = (coin: string) => cards.find((c) => c.dataset.coin === coin) as HTMLElement;
    await waitFor(() => expect(card('BTC').querySelector('img[data-coin-icon="BTC"]')).not.toBeNull());
    expect(card('BTC').querySelector('img')?.getAttribute('alt')).toBe('');
    expect(card('AMN').querySelector('[data-coin-badge="AMN"]')?.textContent).toBe('AMN');
    expect(card('EUR').querySelector('[data-coin-badge="EUR"]')?.textContent).toBe('€');
  });

  it('shows the icon beside the balance on the wallet screen', async () => {
    server();
    renderApp('/auth/wallet/BTC');
    const section = await screen.findByTestId('wallet-balance-section');
    await waitFor(() => expect(section.querySelector('img[data-coin-icon="BTC"]')).not.toBeNull());
  });
});

describe('dashboard quick actions (issue 21.8)', () => {
  it('links exchange and Earn, and asks which wallet to send from (icon, name, balance) before the send screen', async () => {
    server({ 'GET /': { body: accountStatus(['EUR', 'AMN', 'BTC', 'ETH'], { BTC: '0.0001' }) } });
    const { router } = renderApp('/auth/dashboard');
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe('/auth/exchange');
    expect(within(actions).getByRole('link', { name: 'Earn' }).getAttribute('href')).toBe('/auth/earn');
    await screen.findAllByTestId('wallet-card');

    fireEvent.click(within(actions).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send from which wallet?' });
    const options = within(dialog).getAllByTestId('wallet-option');
    // The wallet paused for withdrawals is not offered.
    expect(options.map((option) => option.dataset.coin)).toEqual(['EUR', 'AMN', 'BTC']);
    const bitcoin = options[2] as HTMLElement;
    expect(bitcoin.textContent).toContain('Bitcoin');
    expect(bitcoin.textContent).toContain('0.50000000 BTC');
    await waitFor(() => expect(bitcoin.querySelector('img[data-coin-icon="BTC"]')).not.toBeNull());
    fireEvent.click(bitcoin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/BTC/send'));
  });

  it('asks which wallet to receive into, every wallet included, then opens it', async () => {
    server();
    const { router } = renderApp('/auth/dashboard');
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    await screen.findAllByTestId('wallet-card');
    fireEvent.click(within(actions).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive into which wallet?' });
    const options = within(dialog).getAllByTestId('wallet-option');
    expect(options.map((option) => option.dataset.coin)).toEqual(['EUR', 'AMN', 'BTC', 'ETH']);
    fireEvent.click(options[3] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/ETH'));
  });
});
