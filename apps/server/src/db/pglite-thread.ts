import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-remote';

/**
 * The embedded database's own thread (decision 0065): PGlite, PostgreSQL compiled to WebAssembly, runs
 * here, so its work on the rows no longer shares the server's one thread with HTTP, validation and the
 * batches' JavaScript. The server's side (`PgliteRemote`) sends protocol messages and gets back the parsed
 * answers; notices are posted before the answer of the statement that raised them.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const { dataDir } = workerData as ThreadStart;

const client = new PGlite(dataDir);
const post = (reply: ThreadReply) => port.postMessage(reply);

/** What the server may see of a failure: the SQL state, the constraint and the message (db/errors.ts). */
function failure(error: unknown): { code?: string; constraint?: string; message: string } {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    message: typeof message === 'string' ? message : String(error),
  };
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'stream':
      return client.execProtocolStream(request.bytes, { syncToFs: false, throwOnError: true });
    case 'exec':
      await client.exec(request.text);
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

try {
  await client.waitReady;
  // A notice is queued (as a microtask) while its statement's answer is read, so it is posted first.
  client.onNotification((channel, payload) => post({ notice: [channel, payload] }));
  const arrays = await client.query<{ oid: number; typarray: number }>(
    `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
     WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`,
  );
  // One request at a time, in the order they came: the server's side keeps PGlite's locks.
  let queue = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    queue = queue.then(async () => {
      try {
        post({ id: request.id, result: await answer(request) });
      } catch (error) {
        post({ id: request.id, error: failure(error) });
      }
      if (request.op === 'close') port.close();
    });
  });
  post({ ready: arrays.rows });
} catch (error) {
  post({ failed: failure(error).message });
}
