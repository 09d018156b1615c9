import {
  createPath,
  type HistoryRouterProps,
  type Location,
  matchRoutes,
  NavigationType,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { resolveGuardRedirect } from './guard';
import { popBlocked } from './pop-blocker';
import type { RouteHandle } from './routes';
import type { Screen } from './screen';

type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];

/** The app's history: the router's, with a location shown only once its screen can draw (decision 0068). */
export interface AppHistory extends History {
  /** Whether the current location's screen is loaded (or failed to load), so the app can draw it. */
  isReady(): boolean;
  /** Settles when the current location's screen is loaded or its load has failed. */
  ready(): Promise<void>;
  /** Settles when the last navigation is shown. */
  settled(): Promise<void>;
  /** The routes matching `pathname`, as react-router's `useRoutes` would render them (`renderMatches`). */
  matches(pathname: string): RouteMatch[] | null;
}

/** Pathnames whose matches are kept (a Map in insertion order: the oldest goes first). */
const MATCHES_KEPT = 32;

/** Redirects followed one after another before giving up (a guard and a route's own redirect, say). */
const MAX_REDIRECTS = 5;

/**
 * Wraps the router's history (browser or memory) so that, before the router sees a location:
 * - the section 2 guards and the route's own redirect run, and a guarded location is replaced by its target;
 * - the screen's code is loaded, while the current screen stays up;
 * - a back or forward step the pop blocker keeps (a modal open, app/pop-blocker.ts) is undone and never shown.
 * That is what react-router's data router did with loaders, lazy routes and `useBlocker`; the declarative router
 * this wraps is half its size on every first screen (decision 0068).
 */
export function createAppHistory(base: History, routes: RouteObject[]): AppHistory {
  // react-router flattens and ranks every route on each match; a navigation matched its pathname three times (the
  // guards, the screen, the render), the longest part of the app's first render at 4x (decision 0069).
  const kept = new Map<string, RouteMatch[] | null>();
  const matches = (pathname: string): RouteMatch[] | null => {
    const known = kept.get(pathname);
    if (known !== undefined) return known;
    // As useRoutes has them at the root: the matched paths encoded as the history encodes them.
    const encoded = (path: string) => base.encodeLocation(path).pathname;
    const found =
      matchRoutes(routes, pathname)?.map((m) => ({
        ...m,
        pathname: encoded(m.pathname),
        pathnameBase: m.pathnameBase === '/' ? '/' : encoded(m.pathnameBase),
      })) ?? null;
    if (kept.size >= MATCHES_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(pathname, found);
    return found;
  };
  const matchOf = (location: Location) => matches(location.pathname)?.at(-1);
  const redirectOf = (location: Location): string | null => {
    const guarded = resolveGuardRedirect(new URL(createPath(location), 'http://app.invalid'));
    if (guarded !== null) return guarded;
    const match = matchOf(location);
    const handle = match?.route.handle as RouteHandle | undefined;
    return handle?.redirect?.(match?.params ?? {}, location.pathname) ?? null;
  };
  const screenOf = (location: Location): Screen | undefined =>
    (matchOf(location)?.route.handle as RouteHandle | undefined)?.screen;

  for (let step = 0; step < MAX_REDIRECTS; step++) {
    const target = redirectOf(base.location);
    if (target === null) break;
    base.replace(target);
  }

  let shown = { action: base.action, location: base.location };
  let latest = 0;
  let pending: Promise<void> = Promise.resolve();
  let undoing = false;

  const show = (update: Parameters<Listener>[0], listener: Listener) => {
    const ticket = ++latest;
    const commit = () => {
      if (ticket !== latest) return;
      shown = { action: update.action, location: update.location };
      listener(update);
    };
    const screen = screenOf(update.location);
    if (!screen || screen.Component) {
      commit();
      pending = Promise.resolve();
      return;
    }
    // A failed load is shown too: the screen throws its error to the route error boundary.
    pending = screen.load().then(commit, commit);
  };

  const isReady = () => {
    const screen = screenOf(shown.location);
    return !screen || screen.Component !== null || screen.error !== null;
  };

  return {
    get action() {
      return shown.action;
    },
    get location() {
      return shown.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => base.push(to, state),
    replace: (to, state) => base.replace(to, state),
    go: (delta) => base.go(delta),
    listen(listener) {
      let redirects = 0;
      return base.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing) {
            undoing = false;
            return;
          }
          if (update.delta && popBlocked()) {
            undoing = true;
            base.go(-update.delta);
            return;
          }
        }
        const target = redirectOf(update.location);
        if (target !== null && redirects < MAX_REDIRECTS) {
          redirects++;
          base.replace(target);
          return;
        }
        redirects = 0;
        show(update, listener);
      });
    },
    isReady,
    ready: () =>
      isReady()
        ? Promise.resolve()
        : (screenOf(shown.location)
            ?.load()
            .catch(() => undefined) ?? Promise.resolve()),
    settled: () => pending,
    matches,
  };
}
