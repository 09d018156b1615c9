import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../src/lib/ui/toast';
import { emitAppEvent } from '../src/platform/app-events';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

// Sections 4, 8 and 9: how long each toast stays, and when the offline toast shows. The clock is
// faked but still moves with real time, so each check keeps a margin of 100 ms around the limit.

const OFFLINE = 'You are offline. Check your connection.';
const BANNED = 'Too many requests: access is temporarily blocked. Please try again later.';

function server() {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet-app.json': { body: appConfig(false) },
    'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
  });
}

async function openDashboard({ probe = true } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
  server();
  renderApp('/auth/dashboard');
  await screen.findByTestId('total-balance');
  if (!probe) return;
  // The shell's listeners are attached once a probe message shows; then the clock starts clean.
  await waitFor(() => {
    act(() => emitAppEvent({ type: 'message', text: 'probe' }));
    expect(screen.getByTestId('toasts-bottom').textContent).toContain('probe');
  });
  act(() => clearToasts());
}

const after = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const topText = () => screen.getByTestId('toasts-top').textContent ?? '';
const bottomText = () => screen.getByTestId('toasts-bottom').textContent ?? '';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  setOnline(true);
});

describe('toast durations (section 9)', () => {
  it('keeps a message toast 3 s and the banned toast 5 s', async () => {
    await openDashboard();
    act(() => emitAppEvent({ type: 'message', text: 'Your card has shipped.' }));
    act(() => emitAppEvent({ type: 'banned' }));
    await after(2_900);
    expect(bottomText()).toContain('Your card has shipped.');
    await after(200);
    expect(bottomText()).not.toContain('Your card has shipped.');
    expect(topText()).toContain(BANNED);
    await after(1_800);
    expect(topText()).toContain(BANNED);
    await after(200);
    expect(topText()).not.toContain(BANNED);
  });
});

describe('offline toast (sections 4 and 8)', () => {
  it('shows 5 s on connection loss, and not again until the 2 s refresh window has passed', async () => {
    await openDashboard();
    expect(topText()).not.toContain(OFFLINE);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(topText()).toContain(OFFLINE);
    // A second loss within 2 s shows nothing new: the first toast keeps its own 5 s.
    await after(1_000);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await after(3_900);
    expect(topText()).toContain(OFFLINE);
    await after(200);
    expect(topText()).not.toContain(OFFLINE);
    // Past the window, a new loss shows it again.
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(topText()).toContain(OFFLINE);
    await after(4_900);
    expect(topText()).toContain(OFFLINE);
    await after(200);
    expect(topText()).not.toContain(OFFLINE);
  });

  it('shows 1 s when the app starts while offline', async () => {
    setOnline(false);
    // The toast shows while the dashboard may still be loading, so the page notes (on the faked
    // clock) when the text appears and goes, as the e2e test does.
    const seen = { shownAt: 0, hiddenAt: 0 };
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="toasts-top"]')?.textContent?.includes(OFFLINE) ?? false;
      if (shown && !seen.shownAt) seen.shownAt = Date.now();
      if (!shown && seen.shownAt && !seen.hiddenAt) seen.hiddenAt = Date.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // No probe: it would clear the toast under test, which shows on start without any event.
    await openDashboard({ probe: false });
    await waitFor(() => expect(seen.hiddenAt).toBeGreaterThan(0));
    observer.disconnect();
    expect(seen.shownAt).toBeGreaterThan(0);
    // 1 s, not the 5 s of a connection lost.
    expect(seen.hiddenAt - seen.shownAt).toBeGreaterThanOrEqual(900);
    expect(seen.hiddenAt - seen.shownAt).toBeLessThan(2_000);
  });
});
