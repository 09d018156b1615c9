/**
 * jsdom has no matchMedia: this stand-in answers the queries the app asks (min-width,
 * prefers-color-scheme and prefers-reduced-motion) from a viewport the test controls.
 */
interface FakeMediaState {
  width: number;
  dark: boolean;
  reducedMotion: boolean;
}

const state: FakeMediaState = { width: 1280, dark: false, reducedMotion: false };
const lists = new Set<{ query: string; fire: () => void }>();

function matches(query: string): boolean {
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (minWidth) return state.width >= Number(minWidth[1]);
  if (query.includes('prefers-color-scheme: dark')) return state.dark;
  if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
  return false;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
      addListener: (fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
      removeListener: (fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
      dispatchEvent: () => true,
    };
    lists.add({
      query,
      fire: () => {
        for (const fn of listeners) fn({ matches: matches(query), media: query } as MediaQueryListEvent);
      },
    });
    return list as unknown as MediaQueryList;
  };
}

function changed(): void {
  for (const list of lists) list.fire();
}

export function setViewportWidth(width: number): void {
  state.width = width;
  changed();
}

export function setSystemDark(dark: boolean): void {
  state.dark = dark;
  changed();
}

export function setReducedMotion(reduce: boolean): void {
  state.reducedMotion = reduce;
  changed();
}

export function resetMedia(): void {
  state.width = 1280;
  state.dark = false;
  state.reducedMotion = false;
  lists.clear();
}
