import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '../src/platform/app-events';
import { savePin } from '../src/platform/pin-store';
import { installPlatform } from '../src/platform/platform';
import { fakeServer, testUser } from './fake-server';
import { setReducedMotion } from './media';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
    'GET /user/logout': { body: { success: true } },
    ...extra,
  });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('lock trigger (section 4)', () => {
  it('locks when the page is hidden from 5 s after start-up, with a PIN set and no modal open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    await savePin('1234');
    server();
    renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    // Too early: the listener starts 5 s after start-up.
    setVisibility('hidden');
    setVisibility('visible');
    expect(screen.queryByTestId('lock-screen')).toBeNull();
    await act(async () => vi.advanceTimersByTime(5_000));
    setVisibility('hidden');
    expect(await screen.findByTestId('lock-screen')).toBeTruthy();
    expect(localStorage.getItem('pinLock')).toBe('1');
  });

  it('does not lock without a PIN, with a modal open, or on the KYC screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    server();
    const first = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    await act(async () => vi.advanceTimersByTime(6_000));
    setVisibility('hidden');
    expect(localStorage.getItem('pinLock')).toBeNull();

    await savePin('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }));
    await screen.findByRole('dialog');
    setVisibility('hidden');
    expect(localStorage.getItem('pinLock')).toBeNull();
    first.unmount();

    renderApp('/auth/kyc');
    await act(async () => vi.advanceTimersByTime(6_000));
    setVisibility('hidden');
    expect(localStorage.getItem('pinLock')).toBeNull();
  });

  it('reloads the data on either transition after more than 30 s since the last refresh, whoever made it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
    const api = server();
    renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    // The user is an item with no refresh interval of its own: it loads again only when forced.
    const loads = () => api.called('GET /user/me').length;
    await waitFor(() => expect(loads()).toBe(1));
    const before = loads();
    await act(async () => vi.advanceTimersByTime(10_000));
    setVisibility('hidden');
    setVisibility('visible');
    expect(loads()).toBe(before);
    // Going to the background reloads too, once 30 s have passed since start-up.
    await act(async () => vi.advanceTimersByTime(25_000));
    setVisibility('hidden');
    await waitFor(() => expect(loads()).toBe(before + 1));
    setVisibility('visible');
    await act(async () => vi.advanceTimersByTime(100));
    expect(loads()).toBe(before + 1);
    // The init event reloads and records the time: a return 20 s later does not reload again.
    await act(async () => vi.advanceTimersByTime(40_000));
    act(() => emitAppEvent({ type: 'init' }));
    await waitFor(() => expect(loads()).toBe(before + 2));
    await act(async () => vi.advanceTimersByTime(20_000));
    setVisibility('hidden');
    setVisibility('visible');
    await act(async () => vi.advanceTimersByTime(100));
    expect(loads()).toBe(before + 2);
    // 11 s more (31 s since the init reload): the return reloads.
    await act(async () => vi.advanceTimersByTime(11_000));
    setVisibility('visible');
    await waitFor(() => expect(loads()).toBe(before + 3));
  });
});

describe('forced modals and back (section 2)', () => {
  it('opens the update modal for a higher published version; back does not close it', async () => {
    server({ 'GET /wallet-app.json': { body: { ...appConfig(false), appVersion: '9.0.0' } } });
    const { router } = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    await act(() => router.navigate('/auth/earn'));
    const modal = await screen.findByTestId('app-update');
    expect(within(modal).getByRole('button', { name: 'Update now' })).toBeTruthy();
    // The web shows both store buttons (section 2 rules).
    expect(within(modal).getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(within(modal).queryByRole('link', { name: 'Explore it on AppGallery' })).toBeNull();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/auth/earn');
    expect(screen.getByTestId('app-update')).toBeTruthy();
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByTestId('app-update')).toBeTruthy();
  });

  it('does not open the update modal for the same version, nor over the lock screen', async () => {
    server();
    const first = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    expect(screen.queryByTestId('app-update')).toBeNull();
    first.unmount();

    await savePin('1234');
    localStorage.setItem('pinLock', '1');
    server({ 'GET /wallet-app.json': { body: { ...appConfig(false), appVersion: '9.0.0' } } });
    renderApp('/auth/dashboard');
    await screen.findByTestId('lock-screen');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('app-update')).toBeNull();
  });

  it('back closes an ordinary dialog and stays on the page', async () => {
    server();
    const { router } = renderApp('/auth/earn');
    await act(() => router.navigate('/auth/dashboard'));
    fireEvent.click(await screen.findByRole('button', { name: 'Create wallet' }));
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('asks a user with older terms to accept the new ones', async () => {
    const api = server({
      'GET /user/me': { body: { ...testUser, termsVersion: '1.0.0', termsInvestmentVersion: '0.9.0' } },
      'PUT /user/update': {
        body: {
          user: { ...testUser, termsVersion: '1.1.0', termsInvestmentVersion: '1.0.0' },
          emailChangePending: false,
        },
      },
    });
    renderApp('/auth/dashboard');
    const modal = await screen.findByTestId('terms-update');
    expect(within(modal).getByRole('link', { name: 'Wallet terms, version 1.1.0' })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Earn terms, version 1.0.0' })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Accept and continue' }));
    expect(await within(modal).findByText('Please accept the terms to continue.')).toBeTruthy();
    fireEvent.click(within(modal).getByLabelText('I have read and accept the updated terms.'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByTestId('terms-update')).toBeNull());
    expect(api.called('PUT /user/update')[0]?.body).toEqual({ termsVersion: '1.1.0', termsInvestmentVersion: '1.0.0' });
  });

  it('leaves the terms pages it links to readable', async () => {
    server({ 'GET /user/me': { body: { ...testUser, termsVersion: '1.0.0' } } });
    localStorage.setItem('token', 'test-token');
    const { router } = renderApp('/terms/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet terms and conditions' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByTestId('terms-update')).toBeNull();
    // Back in the app, the same user is asked.
    await act(() => router.navigate('/auth/dashboard'));
    expect(await screen.findByTestId('terms-update')).toBeTruthy();
  });

  it('native back: walks the history, and on the dashboard a second press within 2 s asks before exiting', async () => {
    let press: () => void = () => undefined;
    const exit = vi.fn();
    const restore = installPlatform({
      native: true,
      exit,
      onBackButton: (handler) => {
        press = handler;
        return () => undefined;
      },
    });
    try {
      server();
      const { router } = renderApp('/auth/dashboard');
      await screen.findByTestId('total-balance');
      await act(() => router.navigate('/auth/earn'));
      act(() => press());
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/dashboard'));
      act(() => press());
      expect(screen.queryByText('Leave Coffer?')).toBeNull();
      act(() => press());
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Leave Coffer?')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});

describe('page transitions and app events', () => {
  it('slides a new page in for 280 ms forward and 200 ms back, and not at all with reduced motion', async () => {
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as Element['animate'];
    server();
    const { router } = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    await act(() => router.navigate('/auth/earn'));
    await waitFor(() => expect(animate).toHaveBeenCalledTimes(1));
    expect(animate.mock.calls[0]?.[1]).toMatchObject({ duration: 280 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(animate).toHaveBeenCalledTimes(2));
    expect(animate.mock.calls[1]?.[1]).toMatchObject({ duration: 200 });
    act(() => setReducedMotion(true));
    await act(() => router.navigate('/auth/market'));
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('shows message and banned toasts and reloads data on init', async () => {
    const api = server();
    renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    act(() => emitAppEvent({ type: 'message', text: 'Your card has shipped.' }));
    expect(within(screen.getByTestId('toasts-bottom')).getByText('Your card has shipped.')).toBeTruthy();
    act(() => emitAppEvent({ type: 'banned' }));
    expect(within(screen.getByTestId('toasts-top')).getByText(/temporarily blocked/)).toBeTruthy();
    const before = api.called('GET /wallet').length;
    act(() => emitAppEvent({ type: 'init' }));
    await waitFor(() => expect(api.called('GET /wallet').length).toBe(before + 1));
  });
});

describe('cached state (section 4)', () => {
  it('loads each resource once, shares concurrent loads, reuses it across screens and clears it on logout', async () => {
    const api = server({ 'GET /oracle/rates/EUR/BTC': { status: 404, body: { code: 'not_found', description: 'x' } } });
    const { router, queryClient } = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    // The dashboard's cards, total and charts all read the wallets: one request.
    expect(api.called('GET /wallet')).toHaveLength(1);
    expect(api.called('GET /user/me')).toHaveLength(1);
    await act(() => router.navigate('/auth/exchange'));
    await screen.findByRole('heading', { name: 'Exchange' });
    expect(api.called('GET /wallet')).toHaveLength(1);
    expect(queryClient.getQueryData(['wallets'])).toBeDefined();
    act(() => emitAppEvent({ type: 'logout' }));
    await waitFor(() => expect(queryClient.getQueryData(['wallets'])).toBeUndefined());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
