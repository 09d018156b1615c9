import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Starting the real server (or the ops CLI) as a child process, for tests about processes. */
const serverDir = join(import.meta.dirname, '..');

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `ipc`: the child gets an IPC channel, as the benches start the server (bench/lib/server.mjs). */
export function runScript(script: string, args: string[], env: Record<string, string>, ipc = false): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(run: Run, text: string, timeoutMs = 60_000): Promise<void> {
  const start = performance.now();
  while (!run.output().includes(text)) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for "${text}": ${run.output()}`);
    if (run.child.exitCode !== null) throw new Error(`exited early: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
