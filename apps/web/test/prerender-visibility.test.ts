import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { guardRoute } from '@coffer/domain';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_SCREENS } from '../src/app/early-data';
import { setSystemDark } from './media';

/** index.html's first inline script: the theme, the language and whether a drawn screen may show. */
const html = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');
const headScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

type Stored = Partial<Record<'token' | 'ee' | 'langSelected' | 'lang' | 'theme', string>>;

function runHeadScript(stored: Stored, search = ''): boolean {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  window.history.replaceState(null, '', `/login${search}`);
  const root = document.documentElement;
  root.lang = 'en';
  root.removeAttribute('data-prerender');
  new Function(headScript)();
  return root.getAttribute('data-prerender') !== 'hidden';
}

const values = {
  token: [undefined, 'a-token'],
  ee: [undefined, '1', '0', 'false', 'true', ''],
  langSelected: [undefined, '1', '0'],
  lang: [undefined, 'en', 'it', 'xx'],
};
const states: Stored[] = [];
for (const token of values.token)
  for (const ee of values.ee)
    for (const langSelected of values.langSelected)
      for (const lang of values.lang) {
        const state: Stored = {};
        if (token !== undefined) state.token = token;
        if (ee !== undefined) state.ee = ee;
        if (langSelected !== undefined) state.langSelected = langSelected;
        if (lang !== undefined) state.lang = lang;
        states.push(state);
      }

describe('index.html shows a screen drawn at build time only to whom the app shows it (decision 0049)', () => {
  it('has the script', () => expect(headScript).toContain('data-prerender'));

  it.each(PRERENDERED_SCREENS.map((path) => [path]))(
    '%s: in English, where the route guards let the visitor in',
    (path) => {
      for (const state of states) {
        const flag = (value: string | undefined) => value !== undefined && !['', '0', 'false'].includes(value);
        const allowed =
          guardRoute({
            path,
            hasToken: state.token !== undefined,
            pinLockActive: false,
            eeFlag: flag(state.ee),
            langSelected: state.langSelected ?? null,
          }).kind === 'allow';
        const english = state.lang === undefined || state.lang === 'en' || state.lang === 'xx';
        expect({ state, shown: runHeadScript(state) }).toEqual({ state, shown: allowed && english });
      }
    },
  );

  it('hides it in the dark theme and with a query, which the screen was not drawn with', () => {
    const guest = { ee: '1' };
    expect(runHeadScript(guest)).toBe(true);
    expect(runHeadScript({ ...guest, theme: 'light' })).toBe(true);
    expect(runHeadScript({ ...guest, theme: 'dark' })).toBe(false);
    expect(runHeadScript(guest, '?ref=ABC')).toBe(false);
    setSystemDark(true);
    expect(runHeadScript(guest)).toBe(false);
    expect(runHeadScript({ ...guest, theme: 'light' })).toBe(true);
  });

  it('hides it when storage cannot be read', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('blocked');
      },
    });
    try {
      document.documentElement.removeAttribute('data-prerender');
      new Function(headScript)();
      expect(document.documentElement.getAttribute('data-prerender')).toBe('hidden');
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
