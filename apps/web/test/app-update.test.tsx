import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savePin } from '../src/platform/pin-store';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

/** A server whose published version can change between reads of /wallet-app.json. */
function server(user = testUser) {
  const published = { version: '9.0.0' };
  const api = fakeServer({
    'GET /user/me': { body: user },
    'GET /wallet-app.json': () => ({ body: { ...appConfig(false), appVersion: published.version } }),
    'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
    'PUT /user/update': { body: { user: { ...user, termsVersion: '1.1.0' }, emailChangePending: false } },
  });
  return { api, published };
}

const type = (digits: string) => {
  for (const key of digits) fireEvent.keyDown(window, { key });
};

describe('forced update published while another modal is open (issue 22.2, section 4)', () => {
  it('waits for the lock screen and opens right after unlocking', async () => {
    await savePin('1234');
    localStorage.setItem('pinLock', '1');
    const { api } = server();
    renderApp('/auth/dashboard');
    await screen.findByTestId('lock-screen');
    await waitFor(() => expect(api.called('GET /wallet-app.json').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('app-update')).toBeNull();
    type('1234');
    await waitFor(() => expect(screen.queryByTestId('lock-screen')).toBeNull());
    expect(await screen.findByTestId('app-update')).toBeTruthy();
    // The version was read once: the modal opened on the unlock, not on a new read.
    expect(api.called('GET /wallet-app.json')).toHaveLength(1);
  });

  it('waits for the terms update and opens once the terms are accepted', async () => {
    server({ ...testUser, termsVersion: '1.0.0' });
    renderApp('/auth/dashboard');
    const terms = await screen.findByTestId('terms-update');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('app-update')).toBeNull();
    fireEvent.click(within(terms).getByLabelText('I have read and accept the updated terms.'));
    fireEvent.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByTestId('terms-update')).toBeNull());
    expect(await screen.findByTestId('app-update')).toBeTruthy();
  });

  it('waits for an ordinary dialog and opens when it closes', async () => {
    const { published } = server();
    published.version = '3.5.7';
    const { queryClient } = renderApp('/auth/dashboard');
    await screen.findByTestId('total-balance');
    fireEvent.click(screen.getByRole('button', { name: 'Create wallet' }));
    const dialog = await screen.findByRole('dialog');
    published.version = '9.0.0';
    await act(() => queryClient.refetchQueries({ queryKey: ['app-config'] }));
    expect(queryClient.getQueryData<{ appVersion: string }>(['app-config'])?.appVersion).toBe('9.0.0');
    expect(screen.queryByTestId('app-update')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByTestId('app-update')).toBeTruthy();
  });
});
