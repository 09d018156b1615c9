import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

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
