import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { exchangeRateOf, tierOf, walletOf } from './wallet-fixtures';

const eur = walletOf('EUR', '500.00', '1');
const btc = walletOf('BTC', '0.10000000', '40000');
const pair = exchangeRateOf('0.00002');

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet': { body: [btc, eur] },
    'GET /user/tiers': { body: [tierOf('TIER_0', '0.00', { active: true })] },
    'GET /oracle/rates': { body: [pair] },
    'GET /oracle/rates/EUR/BTC': { body: pair },
    'GET /investment/interestRate': { body: [] },
    'GET /investment/interest': { body: [] },
    'POST /rates': { body: { base: 'EUR', date: '2026-11-20', rates: { GBP: '0.85' } } },
    ...extra,
  });
}

const signedIn = () => {
  localStorage.setItem('ee', '1');
  localStorage.setItem('token', 'test-token');
};
const at = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;
const order = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.path}`);

describe('deep links opened as web URLs (section 2)', () => {
  it('/exchange loads the user, wallets and currency data before the exchange screen', async () => {
    signedIn();
    localStorage.setItem('currency', 'GBP');
    const api = server();
    const { router } = renderApp('/exchange', { state: 'asIs' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/exchange'));
    expect(await screen.findByText('1 EUR buys 0.00002 BTC')).toBeTruthy();
    const firstScreenCall = order(api.calls).indexOf('GET /oracle/rates/EUR/BTC');
    const before = order(api.calls).slice(0, firstScreenCall);
    expect(before).toEqual(expect.arrayContaining(['GET /user/me', 'GET /wallet', 'GET /oracle/rates', 'POST /rates']));
  });

  it('/earn and /interests load the earn rates first and open Earn', async () => {
    for (const link of ['/earn', '/interests']) {
      signedIn();
      const api = server();
      const view = renderApp(link, { state: 'asIs' });
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/earn'));
      expect(api.called('GET /investment/interestRate').length).toBeGreaterThan(0);
      view.unmount();
    }
  });

  it.each([
    ['/kyc', '/auth/kyc'],
    ['/card', '/auth/card'],
    ['/transactions/BTC/tx-1', '/auth/wallet/transactions?coinCode=BTC&txId=tx-1'],
    ['/wallet/btc/tx-9/proof-of-funds/pf-2', '/auth/wallet/transactions?coinCode=BTC&txId=tx-9&proofId=pf-2'],
    ['/app-update', '/auth/dashboard'],
    ['/signup/ADA1', '/auth/dashboard'],
  ])('signed in, %s lands on %s', async (link, target) => {
    signedIn();
    server();
    const { router } = renderApp(link, { state: 'asIs' });
    await waitFor(() => expect(at(router)).toBe(target));
  });

  it.each([
    ['/exchange', '/login'],
    ['/earn', '/login'],
    ['/transactions/BTC/tx-1', '/login'],
    ['/app-update', '/login'],
    ['/signup/ADA1', '/signup?referralCode=ADA1'],
    ['/signup/x?referralCode=Q7', '/signup?referralCode=Q7'],
    ['/nowhere', '/login'],
  ])('signed out, %s lands on %s', async (link, target) => {
    localStorage.setItem('ee', '1');
    server();
    const { router } = renderApp(link, { state: 'asIs' });
    await waitFor(() => expect(at(router)).toBe(target));
  });

  it('falls back to the dashboard when the data a link needs cannot load', async () => {
    signedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server({ 'GET /oracle/rates': { status: 500, body: { code: 'internal', description: 'boom' } } });
    const { router } = renderApp('/exchange', { state: 'asIs' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/dashboard'));
    // Section 8: the failure is logged.
    expect(warn.mock.calls[0]?.[0]).toContain('deep link /exchange failed');
    warn.mockRestore();
  });
});
