import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

function serveAppConfig(sandbox: boolean) {
  const config = {
    appVersion: '3.5.7',
    network: 'testnet',
    sandbox,
    production: false,
    termsVersions: { wallet: '1.1.0', earn: '1.0.0', card: '1.0.0' },
  };
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(config), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('sandbox badge', () => {
  it('is shown when the server runs in sandbox mode', async () => {
    const fetchMock = serveAppConfig(true);
    renderApp('/start');
    const badge = await screen.findByTestId('sandbox-badge');
    expect(badge.textContent).toBe('Sandbox');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wallet-app.json');
  });

  it('is absent in production mode', async () => {
    const fetchMock = serveAppConfig(false);
    renderApp('/start');
    await screen.findByRole('heading', { name: 'Welcome to Coffer' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
  });

  it('is absent, without any error shown, when the config cannot be loaded', async () => {
    renderApp('/auth/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
