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
export function inlineStylesheets(html: string, base: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = assets.get(href.startsWith(base) ? href.slice(base.length) : href);
    // A `</style` inside the CSS would end the element early; Tailwind's output has none, but be safe.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

/** Inlines the built stylesheets into index.html (build only). */
export function inlineCssPlugin(): Plugin {
  return builtHtmlPlugin('coffer-inline-css', (html, bundle, base) => {
    const assets = new Map<string, string>();
    for (const item of Object.values(bundle)) {
      if (item.type === 'asset' && item.fileName.endsWith('.css')) assets.set(item.fileName, String(item.source));
    }
    return inlineStylesheets(html, base, assets);
  });
}
