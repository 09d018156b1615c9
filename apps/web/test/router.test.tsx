import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('routes', () => {
  it.each(['/no/such/page', '/terms/unknown', '/authority'])(
    'sends the unknown path %s to the login screen',
    async (url) => {
      const { router } = renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each([
    ['/', 'Your money, safe in one place'],
    ['/start', 'Welcome to Coffer'],
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
    ['/auth/dashboard', 'Dashboard'],
    ['/auth/kyc', 'Identity verification'],
    ['/auth/card', 'Order your card'],
    ['/auth/earn', 'Earn'],
    ['/auth/exchange', 'Exchange'],
    ['/auth/market', 'Market'],
    ['/auth/profile', 'Profile'],
    ['/auth/setting', 'Settings'],
    ['/auth/setting/security/two-factor', 'Settings'],
    ['/auth/wallet/BTC', 'Wallet'],
    ['/auth/wallet/BTC/send', 'Send BTC'],
    ['/auth/setting/tiers', 'Tiers'],
    ['/auth/wallet/transactions?coinCode=BTC&txId=tx-1', 'Transaction'],
    ['/change-email/tok-123', 'Confirm your new email'],
    ['/reset-password/tok-456', 'Reset your password'],
    ['/maintenance', "We'll be right back"],
    ['/terms/wallet', 'Wallet terms and conditions'],
    ['/terms/card', 'Card terms and conditions'],
  ])('opens %s on its screen', async (url, heading) => {
    const { router } = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(url);
  });

  it('goes on from /auth/lock-screen to the dashboard when nothing is locked', async () => {
    const { router } = renderApp('/auth/lock-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('sends a wallet path without a coin to the dashboard, where the wallets are', async () => {
    const { router } = renderApp('/auth/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });

  it('keeps the token path of a reset-password link as received', async () => {
    const { router } = renderApp('/reset-password/abc.DEF-123?source=email');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(router.state.location.pathname).toBe('/reset-password/abc.DEF-123');
    expect(router.state.location.search).toBe('?source=email');
  });

  it('prefills the referral code a signup link carries, editable', async () => {
    renderApp('/signup?referralCode=FRIEND42');
    const field = (await screen.findByLabelText('Referral code (optional)')) as HTMLInputElement;
    expect(field.value).toBe('FRIEND42');
    expect(field.readOnly).toBe(false);
  });

  it('shows the version of the earn terms', async () => {
    renderApp('/terms/earn');
    await screen.findByRole('heading', { name: 'Earn terms and conditions' });
    expect(screen.getByText('Version 1.0.0')).toBeTruthy();
  });

  it('offers the way from the welcome page to the start page', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Get started' });
    expect(link.getAttribute('href')).toBe('/start');
  });

  it('gives every screen the landmarks and a skip link', async () => {
    renderApp('/auth/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Coffer'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(document.title).toBe('Dashboard · Coffer');
  });
});
