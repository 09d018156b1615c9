import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { yieldToMain } from './yield';

/**
 * What the first screen does not need waits until the screen has drawn (decision 0041): on a phone every
 * request started and every render before the screen's main content is drawn delays that content.
 */

/** Runs `task` when the main thread is next idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * False until the browser has shown the frame after the component's first render, then true: a request that
 * only fills in a detail (a wallet card's small chart) starts after the screen's main content is on screen,
 * not in the frame that draws it (decision 0063). A frame's callback runs before its paint, and the frame
 * reaches the screen a little after that, so the task after the next frame's callback is the first one
 * certainly after it. A hidden page has no frames: a timer stands in.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let live = true;
    const done = () => {
      if (live) setPainted(true);
    };
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      const timer = setTimeout(done, 0);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => void yieldToMain().then(done));
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [painted]);
  return painted;
}

/**
 * Waits for the screen to settle: no query loading and the main thread idle once. Mounted only until then,
 * so nothing keeps watching the queries afterwards.
 */
function SettleWatch({ onSettled, timeout }: { onSettled: () => void; timeout: number }) {
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching > 0) return;
    return whenIdle(onSettled, timeout);
  }, [fetching, onSettled, timeout]);
  return null;
}

/** `children` once the screen has drawn what its first answers decide (SettleWatch), `fallback` until then. */
export function WhenSettled({
  children,
  fallback = null,
  timeout = 2_000,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  timeout?: number;
}) {
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  if (settled) return children;
  return (
    <>
      {fallback}
      <SettleWatch onSettled={onSettled} timeout={timeout} />
    </>
  );
}

/**
 * `children` once their place comes within `margin` of the viewport (the block below the fold loads as the
 * user scrolls towards it); until then an empty block with `testId`. Without IntersectionObserver, at once.
 */
export function WhenNear({
  children,
  margin = '400px',
  testId,
}: {
  children: ReactNode;
  margin?: string;
  testId?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} data-testid={testId} className="min-h-px" />;
}
