import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Mutex, type PGlite, types } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** How the thread is started: the data directory, or none for a database in memory. */
export interface ThreadStart {
  dataDir: string | undefined;
}

export type ThreadRequest = { id: number } & (
  | { op: 'stream'; bytes: Uint8Array }
  | { op: 'exec'; text: string }
  | { op: 'close' }
);

export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: { code?: string; constraint?: string; message: string } }
  | { notice: [string, string] }
  | { ready: { oid: number; typarray: number }[] }
  | { failed: string };

/** A failure inside the database's thread, with the SQL state and constraint `guarded` reads. */
class ThreadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly constraint?: string,
  ) {
    super(message);
  }
}

/**
 * The thread's code: the bundle's `pglite-thread.js` beside this module (apps/server/build.mjs), or, when
 * the server runs from its TypeScript source (tests, tsx), that source loaded through tsx's loader.
 */
function startThread(start: ThreadStart): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData: start });
  const source = new URL('./pglite-thread.ts', import.meta.url).href;
  // tsx's ES module API, found through its package's own exports (its CommonJS API cannot register in a worker).
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const api = (require(manifest) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api'];
  const tsx = pathToFileURL(join(dirname(manifest), api?.import.default ?? '')).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(code, { eval: true, workerData: start });
}

/**
 * PGlite in a worker thread of its own (decision 0065), seen from the server's thread through the part of
 * PGlite's interface that `PgliteWire` and `openPglite` use: protocol messages in, parsed answers out, the
 * query and transaction locks (kept here, where the statements are sent from), the type parsers and
 * serializers (the thread tells which array types the database has, as PGlite's own start-up reads them),
 * notifications and close.
 */
export class PgliteRemote {
  readonly parsers: Record<number | string, types.Parser> = { ...types.parsers };
  readonly serializers: Record<number | string, types.Serializer> = { ...types.serializers };
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  readonly #listeners = new Map<string, (payload: string) => void>();
  readonly #query = new Mutex();
  readonly #transaction = new Mutex();
  #next = 0;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread (`start` stands in for the thread's code in tests) and resolves once its database is ready. */
  static open(dataDir: string | undefined, start: (start: ThreadStart) => Worker = startThread): Promise<PgliteRemote> {
    const worker = start({ dataDir });
    const remote = new PgliteRemote(worker);
    return new Promise((resolve, reject) => {
      const stop = (error: Error) => {
        remote.#stop(error);
        reject(error);
      };
      worker.on('error', stop);
      worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
      worker.on('message', (reply: ThreadReply) => {
        if ('ready' in reply) {
          for (const { oid, typarray } of reply.ready) remote.#addArrayType(oid, typarray);
          resolve(remote);
        } else if ('failed' in reply) {
          stop(new Error(reply.failed));
          void worker.terminate();
        } else remote.#receive(reply);
      });
    });
  }

  /** An array type's parser and serializer, over its element type's (as PGlite's own start-up adds them). */
  #addArrayType(oid: number, typarray: number): void {
    this.serializers[typarray] = (value) =>
      types.arraySerializer(value, this.serializers[oid] as types.Serializer, typarray);
    this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid] as types.Parser, typarray);
  }

  #receive(reply: ThreadReply): void {
    if ('notice' in reply) {
      this.#listeners.get(reply.notice[0])?.(reply.notice[1]);
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if ('error' in reply)
      pending?.reject(new ThreadError(reply.error.message, reply.error.code, reply.error.constraint));
    else pending?.resolve(reply.result);
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: ThreadRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage(request, transfer);
    });
  }

  /** The message's bytes move to the thread when they own their whole buffer (`PgliteWire` builds each anew). */
  execProtocolStream(bytes: Uint8Array, _options?: unknown): Promise<BackendMessage[]> {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return this.#call({ id: this.#next++, op: 'stream', bytes }, whole ? [bytes.buffer as ArrayBuffer] : []);
  }

  async exec(text: string): Promise<void> {
    await this.#transaction.runExclusive(() => this.#call({ id: this.#next++, op: 'exec', text }));
  }

  /** One listener per channel (each channel's notices go to `Notices`); LISTEN runs in the thread. */
  async listen(channel: string, callback: (payload: string) => void): Promise<void> {
    this.#listeners.set(channel, callback);
    await this.exec(`LISTEN ${channel}`);
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#query.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transaction.runExclusive(fn);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#transaction.runExclusive(() => this.#call({ id: this.#next++, op: 'close' }));
    await exited;
  }
}
