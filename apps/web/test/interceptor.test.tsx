import { getMe } from '@coffer/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, resetInterceptor, tokenStore } from '../src/lib/api';
import { clearToasts } from '../src/lib/ui/toast';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';

const DENIED = 'You are trying to access to a forbidden resource.';

async function callMeTimes(times: number) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await apiCall(getMe).catch(() => undefined);
    });
  }
}

async function openDashboard() {
  const view = renderApp('/auth/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

/** A screen that does not read the user itself (it asks for the cards only), so only the test's reads are counted. */
async function openCard() {
  const view = renderApp('/auth/card');
  await screen.findByRole('heading', { level: 1, name: 'Order your card' });
  return view;
}

describe('interceptor reactions (section 8)', () => {
  beforeEach(() => resetInterceptor());
  afterEach(() => clearToasts());

  it('shows the banned toast at the top after more than 5 answers of 429', async () => {
    fakeServer({ 'GET /user/me': apiError(429, 'rate_limited') });
    await openDashboard();
    await callMeTimes(6);
    const top = await screen.findByTestId('toasts-top');
    await waitFor(() =>
      expect(top.textContent).toContain('Too many requests: access is temporarily blocked. Please try again later.'),
    );
    expect(top.getAttribute('role')).toBe('status');
    expect(top.getAttribute('aria-live')).toBe('polite');
  });

  it('goes to /maintenance after more than 3 answers of 503', async () => {
    fakeServer({ 'GET /user/me': apiError(503, 'unknown_error', 'Maintenance') });
    const { router } = await openDashboard();
    await callMeTimes(4);
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
  });

  it('logs out after more than 3 access-denied answers', async () => {
    // The app shell's own read of the user succeeds; every later one is denied.
    const server = fakeServer({ 'GET /user/me': [{ body: testUser }, apiError(401, 'access_denied', DENIED)] });
    const { router } = await openCard();
    await waitFor(() => expect(server.called('GET /user/me')).toHaveLength(1));
    await callMeTimes(3);
    expect(tokenStore.get()).not.toBeNull();
    await callMeTimes(1);
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    // Root, which sends this 'ee' visitor on to /start.
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it('logs out at once when the account is closed, without calling the logout API', async () => {
    const server = fakeServer({
      'GET /user/me': [{ body: testUser }, apiError(400, 'disabled_account', 'The Account is disabled')],
    });
    await openDashboard();
    await screen.findByText('Hello, Ada!');
    await callMeTimes(1);
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(server.called('GET /user/logout')).toHaveLength(0);
  });
});
