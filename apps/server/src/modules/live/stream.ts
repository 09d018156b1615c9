import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { type Audience, type LiveEvent, subscribe } from './bus';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Answers with a server-sent event stream (text/event-stream) of the audience's live events until the
 * client goes away. `changed`, when given, is polled every `pollMs` and reported as a reload of `keys`
 * when its answer moves: how a change made by another instance reaches this one on PostgreSQL.
 */
export function openStream(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  audience: Audience,
  poll?: { changed: () => Promise<string>; keys: string[][]; pollMs: number },
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: LiveEvent) => raw.write(`data: ${JSON.stringify(event)}\n\n`);
  raw.write(': connected\n\n');
  send({ keys: [] });
  const stop = subscribe(db, audience, send);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  let last: string | undefined;
  let polling = false;
  const check = () => {
    if (!poll || polling) return;
    polling = true;
    poll
      .changed()
      .then((mark) => {
        if (last !== undefined && mark !== last) send({ keys: poll.keys });
        last = mark;
      })
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  };
  // The first check, at once, is the baseline: a change made elsewhere before the first tick still shows.
  check();
  const poller = poll ? setInterval(check, poll.pollMs) : undefined;
  const close = () => {
    stop();
    clearInterval(heartbeat);
    if (poller) clearInterval(poller);
  };
  request.raw.on('close', close);
  raw.on('close', close);
}
