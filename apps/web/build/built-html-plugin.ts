import type { OutputBundle } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * A build-only plugin that changes index.html once the bundle is written (Vite's `post` HTML hook), with
 * the app's base path: the shape both the route preloads and the inline stylesheet need.
 */
export function builtHtmlPlugin(
  name: string,
  transform: (html: string, bundle: OutputBundle, base: string) => string | HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return ctx.bundle ? transform(html, ctx.bundle, base) : html;
      },
    },
  };
}
