// Starts the built Coffer server as a child process and stops it again.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root } from '../../scripts/lib.mjs';
import { onCleanup } from './cleanup.mjs';

export const SERVER_MAIN = join(root, 'apps/server/dist/main.js');
export const OPS_CLI = join(root, 'apps/server/dist/ops.js');

/**
 * Builds the server bundle (server only: `node apps/server/build.mjs`, the server half of
 * `npm run build`) when it is missing or older than its sources, so the bench measures the code as it is.
 * @returns {Promise<void>}
 */
export async function ensureBuilt() {
  const sources = ['apps/server/src', 'apps/server/migrations', 'packages/domain/src', 'packages/contract/src'];
  const missing = !existsSync(SERVER_MAIN) || !existsSync(OPS_CLI);
  if (!missing && statSync(SERVER_MAIN).mtimeMs >= newestMtime(sources.map((p) => join(root, p)))) return;
  console.log(`apps/server/dist is ${missing ? 'missing' : 'older than its sources'}: building the server...`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'apps/server/build.mjs')], { cwd: root, stdio: 'inherit' });
    child.on('exit', (c) => resolve(c ?? 1));
    child.on('error', () => resolve(1));
  });
  if (code !== 0 || !existsSync(SERVER_MAIN)) throw new Error('building the server failed');
}

/** Environment every bench server and ops call shares (see apps/server/src/config.ts). */
export function benchEnv(extra) {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SANDBOX: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SCRYPT_COST: '10',
    CHAIN_BLOCK_SECONDS: '0',
    DEPOSIT_CONFIRMATIONS: '0',
    PROOF_OF_FUNDS_EUR: '100000000',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
    ...extra,
  };
}

/**
 * @typedef {object} ServerHandle
 * @property {string} url base URL, e.g. http://127.0.0.1:41234
 * @property {number} pid
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after 10 s
 * @property {() => Promise<Record<string, BatchStats> | null>} batchStats the server's group-commit counters per kind
 *   of operation, asked over the IPC channel (null from a server that does not answer within 2 s)
 */

/**
 * A kind of batched operation's counters since the server started (apps/server/src/modules/ledger/group-commit.ts).
 * @typedef {{ batches: number, operations: number, single: number, inFlightMs: number }} BatchStats
 */

/** What the server answers over its IPC channel (apps/server/src/main.ts). */
const BATCH_STATS_REQUEST = 'coffer:batch-stats';

/**
 * Starts `node apps/server/dist/main.js` (or `script`) on a free port and waits for its "running at" line.
 * @param {Record<string, string | undefined>} env full environment (see benchEnv)
 * @param {{ nodeArgs?: string[], script?: string }} [options] extra node flags, e.g. --cpu-prof; another server
 * @returns {Promise<ServerHandle>}
 */
export function startServer(env, options = {}) {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script ?? SERVER_MAIN], {
    cwd: root,
    env: { ...env, PORT: '0' },
    // The IPC channel carries only the batchers' counters (batchStats below).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const removeCleanup = onCleanup(`server ${child.pid}`, stop);
  return new Promise((resolve, reject) => {
    const fail = (message) => {
      stop().finally(() => {
        removeCleanup();
        reject(new Error(`${message}\n${output.trim().split('\n').slice(-15).join('\n')}`));
      });
    };
    const timer = setTimeout(() => fail('the server did not start within 60 s'), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({
          url: /** @type {string} */ (match[1]),
          pid: /** @type {number} */ (child.pid),
          stop: async () => {
            await stop();
            removeCleanup();
          },
          batchStats: () => askBatchStats(child),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening (code ${code}, signal ${signal})\n${output.trim()}`));
    });
  });
}

/**
 * Asks the server for its batchers' counters over the IPC channel.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<Record<string, BatchStats> | null>}
 */
function askBatchStats(child) {
  return new Promise((resolve) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (message && typeof message === 'object' && 'batchStats' in message)
        done(/** @type {any} */ (message).batchStats);
    };
    /** @param {Record<string, BatchStats> | null} stats */
    const done = (stats) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(stats);
    };
    const timer = setTimeout(() => done(null), 2_000);
    child.on('message', onMessage);
    try {
      child.send(BATCH_STATS_REQUEST, (error) => error && done(null));
    } catch {
      done(null);
    }
  });
}

/**
 * Runs the built ops CLI (`node apps/server/dist/ops.js ...`) with the bench environment.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} argv
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runOps(env, argv) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [OPS_CLI, ...argv], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c.toString();
    });
    child.stderr.on('data', (c) => {
      output += c.toString();
    });
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}
