import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../src/lib/scheduling/yield';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('elsewhere resumes in a later task, after the microtasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['microtask', 'after yield']);
  });
});
