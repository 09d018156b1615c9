// Cleanup that runs however the bench ends: normal exit, a thrown error, Ctrl-C or SIGTERM.

/** @type {{ name: string, fn: () => Promise<void> | void }[]} */
const tasks = [];
let running = false;

/**
 * Registers a cleanup step; steps run newest first (a server stops before its database is dropped).
 * @param {string} name shown when the step fails
 * @param {() => Promise<void> | void} fn
 * @returns {() => void} removes the step (call it once the step was done by hand)
 */
export function onCleanup(name, fn) {
  const task = { name, fn };
  tasks.push(task);
  return () => {
    const at = tasks.indexOf(task);
    if (at >= 0) tasks.splice(at, 1);
  };
}

/** Runs every registered step once, newest first; a failing step is reported and the rest still run. */
export async function runCleanup() {
  if (running) return;
  running = true;
  while (tasks.length) {
    const task = /** @type {{ name: string, fn: () => Promise<void> | void }} */ (tasks.pop());
    try {
      await task.fn();
    } catch (error) {
      console.error(`cleanup "${task.name}" failed: ${/** @type {Error} */ (error).message}`);
    }
  }
  running = false;
}

/** On SIGINT/SIGTERM: clean up, then exit with the conventional code. Call once at start. */
export function cleanupOnSignals() {
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.once(signal, () => {
      console.error(`\n${signal} received: stopping servers, removing temporary databases...`);
      runCleanup().finally(() => process.exit(code));
    });
  }
}
