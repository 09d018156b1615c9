import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { builtHtmlPlugin } from './built-html-plugin';

/** The stylesheet links Vite writes into index.html: `<link rel="stylesheet" crossorigin href="/assets/x.css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g;

/**
 * Replaces index.html's stylesheet links by the stylesheets themselves (docs/decisions/0039): the boot shell
 * is painted with the document, without waiting for a round trip to fetch the CSS. The server's CSP already
 * allows inline styles. `assets` maps a link's path (without the base) to its CSS; a link whose file is not
 * there is kept as it is.
 */
export function inlineStylesheets(
  html: string,
  base: string,
  assets: ReadonlyMap<string, string>,
  inlined = new Set<string>(),
): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = href.startsWith(base) ? href.slice(base.length) : href;
    const css = assets.get(file);
    // A `</style` inside the CSS would end the element early; Tailwind's output has none, but be safe.
    if (css === undefined || /<\/style/i.test(css)) return link;
    inlined.add(file);
    return `<style>${css}</style>`;
  });
}

/**
 * Forgets stylesheets that index.html now carries inline. Vite lists a chunk's CSS (`importedCss`) among the
 * files a lazy import waits for: the screens loaded later would fetch the same stylesheet again, apply it a
 * second time (restyling the whole page) and wait for it. Runs before Vite writes those lists (its import
 * analysis comes after the HTML); the file itself is then not written, nor precached by the service worker.
 */
export function dropInlinedStylesheets(bundle: OutputBundle, inlined: ReadonlySet<string>): void {
  for (const file of inlined) {
    delete bundle[file];
    for (const item of Object.values(bundle)) {
      if (item.type === 'chunk') item.viteMetadata?.importedCss.delete(file);
    }
  }
}

/** Inlines the built stylesheets into index.html (build only). */
export function inlineCssPlugin(): Plugin {
  return builtHtmlPlugin('coffer-inline-css', (html, bundle, base) => {
    const assets = new Map<string, string>();
    for (const item of Object.values(bundle)) {
      if (item.type === 'asset' && item.fileName.endsWith('.css')) assets.set(item.fileName, String(item.source));
    }
    const inlined = new Set<string>();
    const result = inlineStylesheets(html, base, assets, inlined);
    dropInlinedStylesheets(bundle, inlined);
    return result;
  });
}
