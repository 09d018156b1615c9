import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFrameScheduler } from '../src/lib/scheduling/after-frame';

/** Frames run by hand; the task after a frame is the test's microtask/timer queue (yieldToMain). */
let frames: FrameRequestCallback[] = [];
const runFrame = async () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
  await vi.runAllTimersAsync();
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  // yieldToMain takes scheduler.yield when there is one: here a timer, which the fake timers run.
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('query notifications after the frame', () => {
  it('runs the notifications of one frame together, after it, with one frame requested', async () => {
    const schedule = afterFrameScheduler(() => true);
    const ran: string[] = [];
    schedule(() => ran.push('a'));
    schedule(() => ran.push('b'));
    expect(frames).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(ran).toEqual([]);
    await runFrame();
    expect(ran).toEqual(['a', 'b']);
    schedule(() => ran.push('c'));
    expect(frames).toHaveLength(1);
    await runFrame();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('on a hidden page runs them on a timer, with what was waiting for a frame when the page was hidden', async () => {
    let visible = true;
    const schedule = afterFrameScheduler(() => visible);
    const ran: string[] = [];
    schedule(() => ran.push('before hiding'));
    visible = false;
    schedule(() => ran.push('hidden'));
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['before hiding', 'hidden']);
    // The frame requested before hiding comes once the page shows again, with nothing left to run.
    visible = true;
    await runFrame();
    expect(ran).toEqual(['before hiding', 'hidden']);
    schedule(() => ran.push('shown'));
    await runFrame();
    expect(ran).toEqual(['before hiding', 'hidden', 'shown']);
  });
});
