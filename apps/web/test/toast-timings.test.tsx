import { act, screen } from '@testing-library/react';
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

async function openDashboard() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
  server();
  renderApp('/auth/dashboard');
  await screen.findByTestId('total-balance');
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
    await openDashboard();
    expect(topText()).toContain(OFFLINE);
    await after(1_100);
    expect(topText()).not.toContain(OFFLINE);
  });
});
