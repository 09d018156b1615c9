import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../src/lib/api';
import { isInactivityWorkerRunning, ME_QUERY_KEY } from '../src/lib/session/session';
import { emitAppEvent } from '../src/platform/app-events';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

function storeDeviceSecrets() {
  for (const key of ['PIN', 'pinWrongCount', 'pinWrongTime', 'biometric', 'pinLock']) localStorage.setItem(key, '1');
}

describe('logout (section 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the API, clears PIN and biometrics, removes the token, empties the cache and goes to root', async () => {
    const server = fakeServer({ 'GET /user/me': { body: testUser }, 'GET /user/logout': { body: { success: true } } });
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('langSelected', '1');
    const { router, queryClient } = renderApp('/auth/dashboard', { state: 'asIs' });
    await screen.findByText('Hello, Ada!');
    storeDeviceSecrets();
    fireEvent.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(server.called('GET /user/logout')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    for (const key of ['PIN', 'pinWrongCount', 'pinWrongTime', 'biometric', 'pinLock']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    // Root, then the guard's /start for a visitor who chose a language.
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.queryKey[0] === 'user'),
    ).toHaveLength(0);
  });

  it('only logs a failing logout call and logs out locally anyway', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({
      'GET /user/me': { body: testUser },
      'GET /user/logout': { status: 500, body: { code: 'unknown_error', description: 'boom' } },
    });
    localStorage.setItem('token', 'tok-2');
    const { router } = renderApp('/auth/profile', { state: 'asIs' });
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' });
    const buttons = screen.getAllByRole('button', { name: 'Log out' });
    // The header's icon button and the profile's own button.
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(errorLog).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the logout event stops the inactivity worker, shows the loader, then logs out, in that order', async () => {
    const seenAtApiCall: Record<string, unknown>[] = [];
    fakeServer({
      'GET /user/me': { body: testUser },
      // Production: the inactivity worker runs (section 4: web, production only).
      'GET /wallet-app.json': { body: appConfig(true) },
      'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
      'GET /user/logout': () => {
        seenAtApiCall.push({
          workerRunning: isInactivityWorkerRunning(),
          loader: screen.queryByTestId('logout-loader')?.textContent ?? null,
          dialogOpen: screen.queryByRole('dialog') !== null,
          token: tokenStore.get(),
        });
        return { body: { success: true } };
      },
    });
    localStorage.setItem('token', 'tok-3');
    localStorage.setItem('langSelected', '1');
    const { router } = renderApp('/auth/dashboard', { state: 'asIs' });
    await screen.findByText('Hello, Ada!');
    await waitFor(() => expect(isInactivityWorkerRunning()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }));
    await screen.findByRole('dialog');
    emitAppEvent({ type: 'logout', callApi: true });
    await waitFor(() => expect(seenAtApiCall).toHaveLength(1));
    // At the API call the worker had stopped, the loader showed, the dialog had closed, and the
    // token was still there to call with.
    expect(seenAtApiCall[0]).toEqual({
      workerRunning: false,
      loader: 'Logging out…',
      dialogOpen: false,
      token: 'tok-3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    await waitFor(() => expect(screen.queryByTestId('logout-loader')).toBeNull());
    expect(tokenStore.get()).toBeNull();
    expect(isInactivityWorkerRunning()).toBe(false);
  });
});
