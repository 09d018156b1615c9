import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionName } from '../src/features/profile/SessionsList';
import { termsHtml } from '../src/features/terms/markdown';
import { changeLanguage } from '../src/lib/i18n/i18n';
import { fakeServer } from './fake-server';
import { renderApp } from './render-app';

describe('termsHtml', () => {
  it('renders Markdown with headings one level down (the page has the h1)', () => {
    const html = termsHtml(
      '# Title\n\n## Part\n\nSome **bold** text and a [link](https://example.com).\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h3>Part</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain('<li>one</li>');
  });

  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror="alert(1)">', '<img'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['[click](javascript:alert(1))', 'javascript:'],
    ['<a href="https://x" onclick="alert(1)">x</a>', '<a '],
    ['[x](https://x "t\\" onclick=\\"alert(1)")', 'onclick="'],
  ])('never lets %s through as markup', (markdown, forbidden) => {
    expect(termsHtml(markdown)).not.toContain(forbidden);
  });

  it('starts a file without a level-1 heading at h2 too', () => {
    expect(termsHtml('> Sample\n\n## 1. Part\n\n### 1.1 Detail')).toMatch(/<h2>1\. Part<\/h2>\n<h3>1\.1 Detail<\/h3>/);
  });

  it('shows raw HTML in the Markdown as text', () => {
    expect(termsHtml('<b>bold?</b>')).toContain('&lt;b&gt;bold?&lt;/b&gt;');
  });
});

describe('terms page', () => {
  it('loads the text of the current version in the language and renders it', async () => {
    const server = fakeServer({
      'GET /terms/earn/1.0.0': {
        body: {
          kind: 'earn',
          version: '1.0.0',
          language: 'en',
          markdown: '# Earn terms\n\n## 1. What Earn is\n\nText.',
        },
      },
    });
    renderApp('/terms/earn');
    const text = await screen.findByTestId('terms-text');
    expect(text.querySelector('h3')?.textContent).toBe('1. What Earn is');
    expect(text.querySelector('h2')?.textContent).toBe('Earn terms');
    expect(server.called('GET /terms/earn/1.0.0')[0]?.search.get('lang')).toBe('en');
    expect(screen.queryByTestId('terms-fallback')).toBeNull();
  });

  it('says so when the English text stands in for the language', async () => {
    await changeLanguage('it');
    fakeServer({
      'GET /terms/wallet/1.1.0': {
        body: { kind: 'wallet', version: '1.1.0', language: 'en', markdown: '# Wallet terms' },
      },
    });
    renderApp('/terms/wallet');
    await screen.findByTestId('terms-text');
    expect((await screen.findByTestId('terms-fallback')).textContent).toContain('versione inglese');
    await changeLanguage('en');
  });
});

describe('sessionName', () => {
  const t = ((key: string, values?: Record<string, string>) =>
    key === 'sessions.browserOnOs' ? `${values?.browser} on ${values?.os}` : key) as never;
  const base = {
    id: 's',
    deviceId: null,
    appVersion: null,
    userAgent: 'x',
    createdAt: '',
    lastUsedAt: '',
    current: false,
  };
  it.each([
    [{ browser: 'Chrome', os: 'Android', device: 'Samsung SM-S928B' }, 'Chrome on Android, Samsung SM-S928B'],
    [{ browser: 'Firefox', os: 'Windows', device: null }, 'Firefox on Windows'],
    [{ browser: null, os: 'iOS', device: 'Apple iPhone' }, 'iOS, Apple iPhone'],
    [{ browser: null, os: null, device: null }, 'sessions.unknownDevice'],
  ])('%j reads %s', (names, expected) => {
    expect(sessionName({ ...base, ...names }, t)).toBe(expected);
  });
});
