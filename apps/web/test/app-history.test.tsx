import type { ComponentType } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppHistory } from '../src/app/history';
import { setPopBlocker } from '../src/app/pop-blocker';
import type { RouteHandle } from '../src/app/routes';
import { lazyScreen, ScreenView } from '../src/app/screen';

// The section 2 guards are the domain's, tested in guard.test.tsx: here one path stands for a guarded one.
vi.mock('../src/app/guard', () => ({
  resolveGuardRedirect: (url: URL) => (url.pathname === '/guarded' ? '/auth/a' : null),
}));

const Page: ComponentType = () => null;

/** A screen whose code arrives when the test says so. */
function deferredScreen() {
  let arrive: (component: ComponentType) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { screen: lazyScreen(load), load, arrive: () => arrive(Page), fail: (error: Error) => fail(error) };
}

function setup(initial: string) {
  const a = deferredScreen();
  const b = deferredScreen();
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'auth/a', handle: { screen: a.screen } satisfies RouteHandle },
        { path: 'auth/b', handle: { screen: b.screen } satisfies RouteHandle },
        { path: 'auth/old/*', handle: { redirect: () => '/auth/a' } satisfies RouteHandle },
      ],
    },
  ];
  const base = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  const history = createAppHistory(base, routes);
  const seen: string[] = [];
  history.listen((update) => seen.push(`${update.action} ${update.location.pathname}`));
  return { a, b, base, history, seen };
}

/** The first location shown: its screen is asked for, then arrives. */
async function opened(history: ReturnType<typeof createAppHistory>, screen: ReturnType<typeof deferredScreen>) {
  const ready = history.ready();
  screen.arrive();
  await ready;
}

describe("the app's history", () => {
  it('shows a location only once its screen has loaded, the current one staying up meanwhile', async () => {
    const { a, b, history, seen } = setup('/auth/a');
    expect(history.isReady()).toBe(false);
    const ready = history.ready();
    a.arrive();
    await ready;
    expect(history.isReady()).toBe(true);

    history.push('/auth/b');
    expect(b.load).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/auth/a');
    expect(seen).toEqual([]);
    b.arrive();
    await history.settled();
    expect(history.location.pathname).toBe('/auth/b');
    expect(seen).toEqual(['PUSH /auth/b']);

    // Loaded once: going back shows it at once.
    history.go(-1);
    expect(seen).toEqual(['PUSH /auth/b', 'POP /auth/a']);
    expect(a.load).toHaveBeenCalledTimes(1);
  });

  it('shows only the last of two navigations when the first one’s screen arrives late', async () => {
    const { a, b, history, seen } = setup('/auth/a');
    await opened(history, a);
    history.push('/auth/b');
    history.push('/auth/a');
    expect(seen).toEqual(['PUSH /auth/a']);
    b.arrive();
    await history.settled();
    expect(seen).toEqual(['PUSH /auth/a']);
    expect(history.location.pathname).toBe('/auth/a');
  });

  it.each([
    ['a route of its own', '/auth/old/thing', '/auth/a'],
    ['a section 2 guard', '/guarded', '/auth/a'],
  ])('replaces a location that %s sends elsewhere, before the router sees it', async (_what, from, to) => {
    const { a, base, history, seen } = setup('/auth/a');
    await opened(history, a);
    history.push(from);
    await history.settled();
    expect(base.location.pathname).toBe(to);
    expect(seen.every((entry) => !entry.endsWith(from))).toBe(true);
  });

  it('redirects the first location too', () => {
    const { history } = setup('/auth/old/x');
    expect(history.location.pathname).toBe('/auth/a');
  });

  it('undoes a back step the pop blocker keeps, and lets it through once the blocker says no', async () => {
    const { a, b, base, history, seen } = setup('/auth/a');
    await opened(history, a);
    history.push('/auth/b');
    b.arrive();
    await history.settled();
    let block = true;
    const blocker = vi.fn(() => block);
    const remove = setPopBlocker(blocker);
    try {
      history.go(-1);
      expect(blocker).toHaveBeenCalledTimes(1);
      expect(base.location.pathname).toBe('/auth/b');
      expect(history.location.pathname).toBe('/auth/b');
      expect(seen).toEqual(['PUSH /auth/b']);

      block = false;
      history.go(-1);
      expect(history.location.pathname).toBe('/auth/a');
      expect(seen).toEqual(['PUSH /auth/b', 'POP /auth/a']);
    } finally {
      remove();
    }
  });

  it('shows a location whose screen failed to load, and loads it again on the next visit', async () => {
    const { a, b, history, seen } = setup('/auth/a');
    await opened(history, a);
    history.push('/auth/b');
    b.fail(new Error('chunk lost'));
    await history.settled();
    expect(seen).toEqual(['PUSH /auth/b']);
    expect(b.screen.error).toBeInstanceOf(Error);
    expect(() => ScreenView({ screen: b.screen })).toThrow('chunk lost');

    history.push('/auth/a');
    history.push('/auth/b');
    expect(b.load).toHaveBeenCalledTimes(2);
    expect(b.screen.error).toBeNull();
  });

  it('matches a pathname once, with the paths encoded as useRoutes renders them', () => {
    const { history, base } = setup('/auth/a');
    const first = history.matches('/auth/a');
    expect(first?.map((m) => m.pathname)).toEqual(['/', '/auth/a']);
    expect(history.matches('/auth/a')).toBe(first);
    // Encoded by the history that useRoutes would ask (the browser's encodes; this memory one keeps it as is).
    expect(history.matches('/auth/old/a b')?.at(-1)?.pathname).toBe(base.encodeLocation('/auth/old/a b').pathname);
    expect(history.matches('/nowhere')).toBeNull();
  });
});
