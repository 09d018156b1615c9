import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TARGET } from './helpers';
import { freePort, type Run, runScript, waitFor } from './process-helpers';

// These start real processes on the embedded database: they are about the process, not the SQL dialect.
// Each starts the server from source (tsx), which takes tens of seconds on a loaded 2-core machine:
// the generous timeout is for the start-up, not a measure of it.
/** What a server that has batched nothing yet answers over its IPC channel. */
const NO_BATCHES_YET = {
  batchStats: {
    sends: { batches: 0, operations: 0, single: 0, inFlightMs: 0 },
    exchanges: { batches: 0, operations: 0, single: 0, inFlightMs: 0 },
  },
};

/** Sends a message nobody answers, then the batch counters' request; resolves to the first message back. */
function askOverIpc(run: Run): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer over the IPC channel')), 10_000);
    run.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    run.child.send('something else');
    run.child.send('coffer:batch-stats');
  });
}

describe.runIf(TEST_TARGET === 'pglite')('server process on the embedded database', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-life-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data over a stop (SIGTERM) and a second start on the same DATA_DIR', async () => {
    const port = String(await freePort());
    const ops = runScript('src/ops/cli.ts', ['app-version', '4.0.1'], { DATA_DIR: dataDir });
    expect(await ops.exited).toBe(0);
    expect(ops.output()).toContain('published app version 4.0.1');

    for (let i = 0; i < 2; i++) {
      // The first start has an IPC channel, as the benches give it.
      const server = runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: port }, i === 0);
      await waitFor(server, 'Coffer is running at');
      expect(server.output()).toContain(`http://127.0.0.1:${port}/`);
      const res = await fetch(`http://127.0.0.1:${port}/wallet-app.json`);
      expect(((await res.json()) as { appVersion: string }).appVersion).toBe('4.0.1');
      if (i === 0) expect(await askOverIpc(server)).toEqual(NO_BATCHES_YET);
      server.child.kill(i === 0 ? 'SIGTERM' : 'SIGINT');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('closing the server and the database');
    }
  });

  it('refuses a second process on the same embedded database with one line', async () => {
    const first = runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitFor(first, 'Coffer is running at');
    try {
      const second = runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      const lines = second.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`is in use by process ${first.child.pid}`);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
  });

  it('names the port in one line when it is already in use', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => {
        const address = blocker.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const server = runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toEqual([`Port ${port} is already in use: stop the other process or set PORT to a free port.`]);
    } finally {
      blocker.close();
    }
  });

  it('refuses a bad configuration value with one line naming the variable', async () => {
    const server = runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid configuration: PORT: /);
  });
});
