import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootHeader } from '../src/app/BootFallback';

describe('the boot shell of index.html', () => {
  const html = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';

  it('paints the same header bar as the app’s boot fallback', () => {
    expect(root).toContain(renderToStaticMarkup(<BootHeader />));
  });

  it('is markup only: no script and no inline style, which the CSP would have to allow', () => {
    expect(root).not.toMatch(/<script|style=/);
  });
});
