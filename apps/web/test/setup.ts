import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, setupI18n } from '../src/lib/i18n/i18n';
import { installMatchMedia, resetMedia } from './media';

installMatchMedia();
// Screens are lazy chunks; their first transform can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await setupI18n();
});

beforeEach(async () => {
  localStorage.clear();
  // No server in unit tests: /wallet-app.json and API calls fail unless a test provides fetch.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('no network in tests'))),
  );
  resetMedia();
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('data-theme');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
