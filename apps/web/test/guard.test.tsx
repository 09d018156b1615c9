import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveGuardRedirect } from '../src/app/guard';
import { renderApp } from './render-app';

type Stored = Partial<Record<'token' | 'ee' | 'langSelected' | 'pinLock', string>>;

function decide(path: string, stored: Stored = {}): string | null {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  return resolveGuardRedirect(new URL(path, 'http://localhost'));
}

describe('section 2 guard', () => {
  it('sends a logged-in user from every public page to the dashboard', () => {
    for (const path of ['/', '/login', '/signup', '/start']) {
      expect(decide(path, { token: 't', langSelected: '1' }), path).toBe('/auth/dashboard');
    }
  });

  it('sends a logged-in user from public pages to the lock screen while a PIN lock is active', () => {
    expect(decide('/login', { token: 't', pinLock: '1' })).toBe('/auth/lock-screen');
    expect(decide('/', { token: 't', pinLock: 'true' })).toBe('/auth/lock-screen');
    expect(decide('/login', { token: 't', pinLock: '0' })).toBe('/auth/dashboard');
  });

  it("sends an 'ee' visitor from root to /start and lets other public pages through", () => {
    expect(decide('/', { ee: '1' })).toBe('/start');
    expect(decide('/login', { ee: '1' })).toBeNull();
    expect(decide('/signup', { ee: '1' })).toBeNull();
    expect(decide('/start', { ee: '1' })).toBeNull();
  });

  it('sends root to /start once a language was chosen, and allows the other public pages', () => {
    expect(decide('/', { langSelected: '1' })).toBe('/start');
    expect(decide('/login', { langSelected: '1' })).toBeNull();
    expect(decide('/signup?referralCode=X', { langSelected: '1' })).toBeNull();
  });

  it('keeps a first-time visitor on root and sends the other public pages there', () => {
    expect(decide('/')).toBeNull();
    expect(decide('/login')).toBe('/');
    expect(decide('/signup')).toBe('/');
    expect(decide('/start')).toBe('/');
  });

  it('sends private paths without a token to /login, /start or root', () => {
    for (const path of ['/auth/dashboard', '/auth/profile', '/auth/setting/x', '/auth/wallet/transactions']) {
      expect(decide(path, { ee: '1' }), path).toBe('/login');
      expect(decide(path, { langSelected: '1' }), path).toBe('/start');
      expect(decide(path), path).toBe('/');
    }
  });

  it('lets private paths through with a token', () => {
    expect(decide('/auth/dashboard', { token: 't' })).toBeNull();
    expect(decide('/auth/wallet/BTC', { token: 't' })).toBeNull();
  });

  it('sends unknown paths to /login', () => {
    expect(decide('/no/such/page')).toBe('/login');
    expect(decide('/authority', { token: 't' })).toBe('/login');
    expect(decide('/auth/unknown-tab', { token: 't' })).toBe('/login');
  });

  it('leaves pages that need no login alone', () => {
    for (const path of [
      '/maintenance',
      '/terms/wallet',
      '/reset-password/abc',
      '/change-email/abc',
      '/auth/lock-screen',
      '/auth/kyc',
      '/ask-login-2fa?referralCode=123456',
      '/dev/outbox',
    ]) {
      expect(decide(path), path).toBeNull();
    }
  });

  it('redirects in the router too: logged out on the dashboard with a language chosen lands on /start', async () => {
    localStorage.setItem('langSelected', '1');
    const { router } = renderApp('/auth/dashboard', { state: 'asIs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Coffer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start');
  });

  it('redirects in the router too: logged in on /login lands on the dashboard', async () => {
    localStorage.setItem('token', 'tok');
    const { router } = renderApp('/login', { state: 'asIs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });
});
