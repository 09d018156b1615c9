import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMenuEntry, isMenuEnabled } from '../src/app/shell/menu';
import { setViewportWidth } from './media';
import { renderApp } from './render-app';

const ENTRY_NAMES = ['Dashboard', 'Earn', 'Exchange', 'Card', 'Market', 'Profile'];

function currentEntry(): string | undefined {
  const nav = screen.getByTestId('side-menu');
  return (
    within(nav)
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') === 'page')?.textContent ?? undefined
  );
}

describe('side menu rules', () => {
  it('exists only on paths starting /auth', () => {
    expect(isMenuEnabled('/auth/dashboard')).toBe(true);
    expect(isMenuEnabled('/auth')).toBe(true);
    expect(isMenuEnabled('/start')).toBe(false);
    expect(isMenuEnabled('/authority')).toBe(false);
    expect(isMenuEnabled('/terms/wallet')).toBe(false);
  });

  it('highlights dashboard for wallets and profile for settings', () => {
    expect(activeMenuEntry('/auth/wallet/transactions')).toBe('dashboard');
    expect(activeMenuEntry('/auth/setting/security')).toBe('profile');
    expect(activeMenuEntry('/auth/earn')).toBe('earn');
    expect(activeMenuEntry('/auth/kyc')).toBeUndefined();
  });
});

describe('side menu on a wide screen', () => {
  it('is a permanent pane with the six entries in order', async () => {
    renderApp('/auth/earn');
    await screen.findByRole('heading', { name: 'Earn' });
    const nav = screen.getByTestId('side-menu');
    expect(nav.dataset.mode).toBe('pane');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ENTRY_NAMES);
    expect(currentEntry()).toBe('Earn');
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });

  it('highlights Dashboard on a wallet transaction', async () => {
    renderApp('/auth/wallet/transactions?coinCode=BTC&txId=1');
    await screen.findByRole('heading', { name: 'Transaction' });
    expect(currentEntry()).toBe('Dashboard');
  });

  it('highlights Profile on a settings page', async () => {
    renderApp('/auth/setting/security');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(currentEntry()).toBe('Profile');
  });

  it('is absent from public pages', async () => {
    renderApp('/start');
    await screen.findByRole('heading', { name: 'Welcome to Coffer' });
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });

  it('moves the highlight when an entry is followed', async () => {
    renderApp('/auth/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    fireEvent.click(within(screen.getByTestId('side-menu')).getByRole('link', { name: 'Market' }));
    await screen.findByRole('heading', { name: 'Market' });
    expect(currentEntry()).toBe('Market');
  });
});

describe('side menu on a narrow screen', () => {
  // The drawer's dialog code loads on first open; load it once up front so each test measures the UI.
  beforeAll(() => import('../src/app/shell/DrawerPanel'), 15_000);

  it('is a drawer behind the menu button that Escape closes', async () => {
    setViewportWidth(390);
    renderApp('/auth/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByTestId('side-menu')).toBeNull();

    const button = screen.getByTestId('menu-button');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    fireEvent.click(button);
    const nav = await screen.findByTestId('side-menu');
    expect(nav.dataset.mode).toBe('drawer');
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeTruthy();
    expect(currentEntry()).toBe('Dashboard');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByTestId('side-menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes the drawer after navigating, and keeps it closed on Back', async () => {
    setViewportWidth(390);
    const { router } = renderApp('/auth/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    fireEvent.click(screen.getByTestId('menu-button'));
    const nav = await screen.findByTestId('side-menu');
    fireEvent.click(within(nav).getByRole('link', { name: 'Card' }));
    await screen.findByRole('heading', { name: 'Order your card' });
    expect(screen.queryByTestId('side-menu')).toBeNull();

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('becomes the pane when the window grows past 840px', async () => {
    setViewportWidth(839);
    renderApp('/auth/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.getByTestId('menu-button')).toBeTruthy();
    act(() => setViewportWidth(840));
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.mode).toBe('pane'));
    expect(screen.queryByTestId('menu-button')).toBeNull();
  });
});
