import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installPlatform } from '../src/platform/platform';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { appConfig, walletOf } from './wallet-fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** The shell's opened URLs, as platform/native/app-shell.ts hands them over (already read as links). */
function nativeShell() {
  let open: ((url: string) => void) | null = null;
  restore = installPlatform({
    native: true,
    onAppUrlOpen: (handler) => {
      open = handler;
      return () => {
        open = null;
      };
    },
  });
  return (url: string) => {
    if (!open) throw new Error('nothing listens to opened URLs');
    open(url);
  };
}

const at = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('URLs that open the apps (section 2, native)', () => {
  it('run through the deep-link resolver and navigate, signed in', async () => {
    const openUrl = nativeShell();
    fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [walletOf('EUR', '10.00', '1')] },
      'GET /wallet-app.json': { body: appConfig(false) },
      'GET /investment/interestRate': { body: [] },
      'GET /investment/interest': { body: [] },
    });
    const { router } = renderApp('/auth/dashboard');
    await waitFor(() => expect(at(router)).toBe('/auth/dashboard'));
    await waitFor(() => expect(() => openUrl('/kyc')).not.toThrow());
    await waitFor(() => expect(at(router)).toBe('/auth/kyc'));
    await act(async () => openUrl('https://coffer.example/earn'));
    await waitFor(() => expect(at(router)).toBe('/auth/earn'));
  });

  it('send a signed-out visitor with a 2FA link to the 2FA page', async () => {
    const openUrl = nativeShell();
    localStorage.setItem('ee', '1');
    fakeServer({ 'GET /wallet-app.json': { body: appConfig(false) } });
    const { router } = renderApp('/login', { state: 'asIs' });
    await waitFor(() => expect(() => openUrl('/ask-login-2fa?referralCode=123456')).not.toThrow());
    await waitFor(() => expect(at(router)).toBe('/ask-login-2fa?referralCode=123456'));
  });

  it('are not listened to on the web', async () => {
    let listened = false;
    restore = installPlatform({
      onAppUrlOpen: () => {
        listened = true;
        return () => undefined;
      },
    });
    fakeServer({ 'GET /wallet-app.json': { body: appConfig(false) } });
    localStorage.setItem('ee', '1');
    renderApp('/login', { state: 'asIs' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listened).toBe(false);
  });
});
