import type { ComponentType } from 'react';
import { yieldToMain } from '../lib/scheduling/yield';

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

/** Draws a loaded screen; a screen whose load failed throws its error to the route error boundary. */
export function ScreenView({ screen }: { screen: Screen }) {
  const { Component } = screen;
  if (Component) return <Component />;
  if (screen.error) throw screen.error;
  return null;
}
