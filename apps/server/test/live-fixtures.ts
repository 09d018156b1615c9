import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface LiveClient {
  /** Resolves with the first event that matches, or rejects after `ms`. */
  next(
    match: (event: { keys: string[][]; data?: Record<string, unknown> }) => boolean,
    ms?: number,
  ): Promise<{
    keys: string[][];
    data?: Record<string, unknown>;
  }>;
  close(): void;
}

/** Listens on a loopback port once per app; answers its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens a server-sent event stream the way the web app does (fetch with the bearer token). */
export async function openLive(base: string, path: string, headers: Record<string, string>): Promise<LiveClient> {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: { keys: string[][]; data?: Record<string, unknown> }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        cut = buffer.indexOf('\n\n');
      }
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  return {
    async next(match, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = events.findIndex(match);
        if (index >= 0) return events.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching live event');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
