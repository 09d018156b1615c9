import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { dropInlinedStylesheets, inlineStylesheets } from '../build/inline-css-plugin';

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

describe('dropInlinedStylesheets', () => {
  const chunk = (fileName: string, css: string[]) => ({
    type: 'chunk' as const,
    fileName,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  });
  const asset = (fileName: string) => ({ type: 'asset' as const, fileName, source: 'a{}' });

  it('forgets an inlined stylesheet in every chunk and leaves the others', () => {
    const entry = chunk('assets/index-A.js', ['assets/index-C3.css']);
    const kyc = chunk('assets/KycPage-B.js', ['assets/KycPage-D.css', 'assets/index-C3.css']);
    const bundle = {
      'assets/index-A.js': entry,
      'assets/KycPage-B.js': kyc,
      'assets/index-C3.css': asset('assets/index-C3.css'),
      'assets/KycPage-D.css': asset('assets/KycPage-D.css'),
    } as unknown as OutputBundle;
    const inlined = new Set<string>();
    inlineStylesheets('<link rel="stylesheet" href="/assets/index-C3.css">', '/', css, inlined);
    dropInlinedStylesheets(bundle, inlined);
    expect(Object.keys(bundle).sort()).toEqual(['assets/KycPage-B.js', 'assets/KycPage-D.css', 'assets/index-A.js']);
    expect([...entry.viteMetadata.importedCss]).toEqual([]);
    expect([...kyc.viteMetadata.importedCss]).toEqual(['assets/KycPage-D.css']);
  });

  it('keeps a stylesheet whose link stayed', () => {
    const bundle = { 'assets/index-C3.css': asset('assets/index-C3.css') } as unknown as OutputBundle;
    const inlined = new Set<string>();
    inlineStylesheets('<link rel="stylesheet" href="/assets/other.css">', '/', css, inlined);
    dropInlinedStylesheets(bundle, inlined);
    expect(Object.keys(bundle)).toEqual(['assets/index-C3.css']);
  });
});
