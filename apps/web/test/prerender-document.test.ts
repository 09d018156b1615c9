import { describe, expect, it } from 'vitest';
import { withPrerenderedRoot } from '../build/prerender';

const index = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/Login-B.js">',
  '<link rel="modulepreload" fetchpriority="high" href="/assets/Other-C.js">',
  '</head><body>',
  '<div id="root"><div class="boot"><header>Coffer</header><span class="boot-spinner"></span></div></div>',
  '</body></html>',
].join('\n');

describe('a public screen’s document drawn at build time (decision 0049)', () => {
  const document = withPrerenderedRoot(index, '<main><h1>Log in</h1></main>');

  it('carries the screen in #root, marked, in place of the boot shell', () => {
    expect(document).toContain('<div id="root" data-prerendered><main><h1>Log in</h1></main></div>\n</body>');
    expect(document).not.toContain('boot-spinner');
  });

  it('fetches its scripts at low priority: the screen paints without them', () => {
    expect(document).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(document).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Login-B.js">');
    // A priority set by the build itself stays.
    expect(document).toContain('<link rel="modulepreload" fetchpriority="high" href="/assets/Other-C.js">');
  });

  it('refuses a document without the root', () => {
    expect(() => withPrerenderedRoot('<html><body></body></html>', '<h1>x</h1>')).toThrow(/no <div id="root">/);
  });
});
