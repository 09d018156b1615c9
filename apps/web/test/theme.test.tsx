import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initTheme, resolveTheme } from '../src/lib/theme/theme';
import { setSystemDark } from './media';
import { renderApp } from './render-app';

const html = document.documentElement;

function shownTheme(): string {
  expect(html.classList.contains('dark')).toBe(html.dataset.theme === 'dark');
  return html.dataset.theme ?? '';
}

describe('theme resolution', () => {
  it('uses the stored choice, else the system preference, else light', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', undefined)).toBe('light');
  });

  it('follows a dark system when nothing is stored', () => {
    setSystemDark(true);
    initTheme();
    expect(shownTheme()).toBe('dark');
  });

  it('is light by default', () => {
    initTheme();
    expect(shownTheme()).toBe('light');
  });

  it('keeps a stored choice over the system preference', () => {
    localStorage.setItem('theme', 'light');
    setSystemDark(true);
    initTheme();
    expect(shownTheme()).toBe('light');
  });
});

describe('choosing a theme on the start page', () => {
  it('applies dark at once and remembers it after a reload', async () => {
    renderApp('/start');
    fireEvent.click(await screen.findByTestId('theme-dark'));
    expect(shownTheme()).toBe('dark');
    await waitFor(() => expect(screen.getByTestId('theme-dark').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('theme-light').getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('theme')).toBe('dark');

    html.className = '';
    initTheme();
    expect(shownTheme()).toBe('dark');
  });

  it('goes back to following the system with "System"', async () => {
    localStorage.setItem('theme', 'light');
    setSystemDark(true);
    renderApp('/start');
    expect(shownTheme()).toBe('light');

    fireEvent.click(await screen.findByTestId('theme-system'));
    expect(shownTheme()).toBe('dark');
    await waitFor(() => expect(screen.getByTestId('theme-system').getAttribute('aria-pressed')).toBe('true'));
    expect(localStorage.getItem('theme')).toBeNull();

    act(() => setSystemDark(false));
    expect(shownTheme()).toBe('light');
  });

  it('switches from the header button on any screen', async () => {
    renderApp('/auth/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to dark theme');
    fireEvent.click(toggle);
    expect(shownTheme()).toBe('dark');
    await waitFor(() =>
      expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Switch to light theme'),
    );
  });
});
