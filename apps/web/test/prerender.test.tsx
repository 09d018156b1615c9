import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { PRERENDERED_SCREENS } from '../src/app/early-data';
import { type PrerenderServer, prerender, serverConfig } from '../src/app/prerender';
import { routerReady } from '../src/app/router';
import { routes } from '../src/app/routes';
import { APP_CONFIG_QUERY_KEY } from '../src/lib/app-config';
import { createQueryClient } from '../src/lib/query-client';

const sandbox: PrerenderServer = { sandbox: true, production: false };
const production: PrerenderServer = { sandbox: false, production: true };

/** A tree as text: elements with their attributes in name order, the ids by order of appearance, no inline styles. */
function canonical(node: Node, id: (value: string) => string): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'style')
    .map(({ name, value }) => {
      const linked = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'].includes(name);
      return `${name}="${linked ? value.split(' ').map(id).join(' ') : value}"`;
    })
    .sort();
  const children = [...(node instanceof HTMLTemplateElement ? node.content : node).childNodes];
  return `<${node.localName} ${attributes.join(' ')}>${children.map((child) => canonical(child, id)).join('')}</>`;
}

/** Markup as the browser reads it, compared by its tree (canonical): the same page drawn by either renderer. */
function normalise(markup: string): string {
  const parsed = document.createElement('template');
  parsed.innerHTML = markup;
  const ids = new Map<string, string>();
  const id = (value: string) => ids.get(value) ?? ids.set(value, `id${ids.size}`).get(value) ?? value;
  return canonical(parsed, id);
}

/** The app's first render on a visitor's browser, as main.tsx draws it over a prerendered screen. */
async function firstRender(path: string, server: PrerenderServer): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(APP_CONFIG_QUERY_KEY, serverConfig(server));
  await routerReady(router);
  const { container } = render(<App router={router} queryClient={queryClient} />);
  return container.innerHTML;
}

describe('the public screens drawn at build time (decision 0049)', () => {
  it.each(PRERENDERED_SCREENS.map((path) => [path]))(
    '%s is drawn, not redirected, for a visitor past the welcome screen',
    async (path) => {
      localStorage.setItem('ee', '1');
      const drawn = await prerender(path, production);
      expect(drawn.path).toBe(path);
      expect(drawn.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(drawn.html).toContain('<form');
    },
  );

  it('reports the screen the guards send a visitor to instead', async () => {
    const drawn = await prerender('/login', production);
    expect(drawn.path).toBe('/');
  });

  it('shows the sandbox notices on a sandbox server only', async () => {
    localStorage.setItem('ee', '1');
    const onSandbox = (await prerender('/login', sandbox)).html;
    const inProduction = (await prerender('/login', production)).html;
    expect(onSandbox).toContain('data-testid="sandbox-outbox-link"');
    expect(onSandbox).toContain('data-testid="sandbox-badge"');
    expect(inProduction).not.toContain('data-testid="sandbox-outbox-link"');
    expect(inProduction).not.toContain('data-testid="sandbox-badge"');
  });

  it.each(PRERENDERED_SCREENS.flatMap((path) => [[path, sandbox] as const, [path, production] as const]))(
    '%s on %o is exactly what the app first draws over it',
    async (path, server) => {
      localStorage.setItem('ee', '1');
      const drawn = await prerender(path, server);
      expect(normalise(await firstRender(path, server))).toBe(normalise(drawn.html));
    },
  );
});
