/**
 * Gives the main thread back to the browser, so what comes next runs in a task of its own: input, paint and
 * the network's callbacks are not held up behind one long task of start-up work (decision 0039). Preact has
 * no time slicing: a render is one task, so the app's start-up is cut at its natural seams instead.
 *
 * Chromium's `scheduler.yield()` resumes ahead of other queued work; elsewhere a message on a channel
 * does the same job (a 0 ms timeout would be clamped to 4 ms after a few nested calls).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
