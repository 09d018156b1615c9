import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../src/lib/i18n/i18n';
import { renderApp } from './render-app';

describe('language', () => {
  it('lists the five languages in their own names, English first', async () => {
    renderApp('/start');
    const select = await screen.findByTestId('language-select');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['en', 'English'],
      ['it', 'Italiano'],
      ['es', 'Español'],
      ['pt', 'Português'],
      ['fr', 'Français'],
    ]);
    expect(screen.getByLabelText('Language')).toBe(select);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('langSelected')).toBeNull();
  });

  it('translates the page, sets <html lang> and remembers the choice', async () => {
    renderApp('/start');
    fireEvent.change(await screen.findByTestId('language-select'), { target: { value: 'it' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Coffer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('lang')).toBe('it');
    expect(localStorage.getItem('langSelected')).toBe('1');
  });

  it('starts in the remembered language after a reload', async () => {
    localStorage.setItem('lang', 'fr');
    await setupI18n();
    expect(document.documentElement.lang).toBe('fr');
    renderApp('/auth/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(localStorage.getItem('langSelected')).toBeNull();
  });

  it('can be changed from the profile screen inside the app', async () => {
    renderApp('/auth/profile');
    fireEvent.change(await screen.findByTestId('language-select'), { target: { value: 'es' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mercado' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('ignores an unsupported stored language', async () => {
    localStorage.setItem('lang', 'de');
    await setupI18n();
    expect(document.documentElement.lang).toBe('en');
  });
});
