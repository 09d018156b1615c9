import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { StreamHub } from './hub';
import { priceTable, TickStore } from './ticks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live price stream behind GET /api/stream (decision 0027). */
    marketStream: StreamHub;
  }
}

const envSchema = z.object({
  /** Milliseconds between live price ticks; 0 prices only on demand (tests). */
  MARKET_STREAM_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Bytes a stream client may leave unread before it is dropped. */
  MARKET_STREAM_MAX_BUFFER_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

/**
 * GET /api/stream: a WebSocket speaking the CryptoCompare streamer's subscriptions and price messages
 * (the domain's market codec), fed by the price oracle through ticks shared in the database.
 * Registered without encapsulation so the hub is visible on the app (`app.marketStream`).
 */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  const parsed = envSchema.safeParse({
    MARKET_STREAM_TICK_MS: process.env.MARKET_STREAM_TICK_MS || undefined,
    MARKET_STREAM_MAX_BUFFER_BYTES: process.env.MARKET_STREAM_MAX_BUFFER_BYTES || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const { services } = app;
  const store = new TickStore(services.db);
  const hub = new StreamHub({
    price: async (tick) => store.claim(tick, await priceTable(services.prices, new Date(tick))),
    tickMs: parsed.data.MARKET_STREAM_TICK_MS,
    maxBufferedBytes: parsed.data.MARKET_STREAM_MAX_BUFFER_BYTES,
    now: () => services.now().getTime(),
    onError: (error) => app.log.warn({ err: error }, 'price stream tick failed'),
  });
  app.decorate('marketStream', hub);
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get('/api/stream', { websocket: true, schema: { hide: true } }, (socket) => {
    hub.add(socket);
  });
}
// Shares the app's scope: the decoration and the WebSocket server belong to the app itself.
(streamRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
