import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import { yieldToMain } from '../lib/scheduling/yield';
import { BootSpinner } from './BootFallback';

/**
 * A screen's code, loaded when the screen is first visited (route-level code splitting). The app's history
 * (app/history.ts) loads it before the router sees the location, so the current screen stays up until the next
 * one can draw, and a screen draws synchronously once loaded.
 */
export interface Screen {
  /** The loaded screen, or null before its first load (or after a failed one). */
  readonly Component: ComponentType | null;
  /** Why the last load failed (a lost chunk after a deploy), until the next attempt. */
  readonly error: unknown;
  /** Loads the screen once; a failed load is tried again on the next call. */
  load(): Promise<void>;
}

export function lazyScreen(load: () => Promise<ComponentType>): Screen {
  let loading: Promise<void> | null = null;
  const screen = {
    Component: null as ComponentType | null,
    error: null as unknown,
    load(): Promise<void> {
      screen.error = null;
      loading ??= load().then(
        async (Component) => {
          // The screen's code is evaluated in one task and drawn in the next (lib/scheduling/yield.ts).
          await yieldToMain();
          screen.Component = Component;
        },
        (error: unknown) => {
          loading = null;
          screen.error = error;
          throw error;
        },
      );
      return loading;
    },
  };
  return screen;
}

/** While set, screens draw the boot spinner in their place (`drawShellFirst`). */
let shellFirst: Promise<void> | null = null;

/**
 * The app's first render in two tasks (main.tsx): until `gate` settles, a screen draws the boot shell's spinner in
 * its place, so the first render draws the header and the layout, and the screen follows in a task of its own. Preact
 * renders a tree in one task (lib/scheduling/yield.ts), and the first render of the shell and its screen together
 * was the longest task of a start-up (decision 0069).
 */
export function drawShellFirst(gate: Promise<void>): void {
  shellFirst = gate;
  void gate.then(() => {
    if (shellFirst === gate) shellFirst = null;
  });
}

/** A route's screen: the boot spinner in its place until `drawShellFirst`'s gate settles, then the screen. */
export function ShellFirst({ children }: { children: ReactNode }) {
  const [gate, setGate] = useState(() => shellFirst);
  useLayoutEffect(() => {
    if (gate) void gate.then(() => setGate(null));
  }, [gate]);
  return gate ? <BootSpinner inLayout /> : children;
}

/** Draws a loaded screen; a screen whose load failed throws its error to the route error boundary. */
export function ScreenView({ screen }: { screen: Screen }) {
  const { Component } = screen;
  if (Component) return <Component />;
  if (screen.error) throw screen.error;
  return null;
}
