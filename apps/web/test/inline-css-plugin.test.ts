import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../build/inline-css-plugin';

const css = new Map([['assets/index-C3.css', 'body{color:red}']]);

describe('inlineStylesheets', () => {
  it.each([
    ['a Vite link with crossorigin', '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">'],
    ['a link without crossorigin', '<link rel="stylesheet" href="/assets/index-C3.css">'],
    ['a self-closed link', '<link rel="stylesheet" crossorigin href="/assets/index-C3.css" />'],
  ])('puts the stylesheet in place of %s', (_name, link) => {
    const html = `<head><title>x</title>${link}</head>`;
    expect(inlineStylesheets(html, '/', css)).toBe('<head><title>x</title><style>body{color:red}</style></head>');
  });

  it('resolves the link against the base the app is served under', () => {
    const html = '<link rel="stylesheet" crossorigin href="/app/assets/index-C3.css">';
    expect(inlineStylesheets(html, '/app/', css)).toBe('<style>body{color:red}</style>');
  });

  it.each([
    ['a stylesheet the build did not write', '<link rel="stylesheet" href="/assets/other.css">', css],
    [
      'CSS that would close the style element',
      '<link rel="stylesheet" href="/assets/index-C3.css">',
      new Map([['assets/index-C3.css', 'a{content:"</style><script>"}']]),
    ],
  ])('keeps the link for %s', (_name, html, assets) => {
    expect(inlineStylesheets(html, '/', assets)).toBe(html);
  });

  it('leaves other links alone', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/assets/a.css.js">';
    expect(inlineStylesheets(html, '/', css)).toBe(html);
  });
});
