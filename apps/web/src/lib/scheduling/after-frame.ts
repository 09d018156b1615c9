import { yieldToMain } from './yield';

/**
 * A scheduler for TanStack Query's notifications (`notifyManager.setScheduler`, in `main.tsx`). Those of one
 * frame are run together (decision 0041), in a task of their own right after the frame, so that a render and
 * the browser's style and layout of what it changed are two tasks, not one (decision 0047). A hidden page
 * has no frames: while hidden, a timer runs everything waiting, including what was waiting for a frame when
 * the page was hidden.
 */
export function afterFrameScheduler(
  isVisible: () => boolean = () => document.visibilityState === 'visible',
): (notify: () => void) => void {
  let pending: (() => void)[] = [];
  const runPending = () => {
    const batch = pending;
    pending = [];
    for (const notify of batch) notify();
  };
  return (notify) => {
    pending.push(notify);
    if (!isVisible()) setTimeout(runPending, 0);
    else if (pending.length === 1) requestAnimationFrame(() => void yieldToMain().then(runPending));
  };
}
