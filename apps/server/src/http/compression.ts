import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Reads under `/api` (GET) answer compressed when the client accepts it (decision 0052): a page of
 * history, the market lists and the news shrink three to seventeen times on a phone's network. Nothing else is
 * compressed: answers to writes (they carry tokens and codes, and are small), the web app's files (served
 * precompressed, `web.ts`), streams (server-sent events flush as they go; web sockets have no answer) and
 * request bodies (a compressed upload would be a way around the body limit: it is read as it comes, so a
 * gzip body is not JSON and is answered bad input).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Registered before the plugin's own onRoute hook, which reads `compress` on each route after it.
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    const methods = [route.method].flat();
    const read = methods.every((method) => method === 'GET' || method === 'HEAD');
    if (!read || !isApiPath(route.url) || route.websocket) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    // Up to this size in one synchronous call: a history page (about 28 KB) then costs about 0.3 ms more
    // than uncompressed, where the stream path the plugin takes above 8 KB on two cores cost 1 to 2 ms.
    syncThreshold: 64 * 1024,
  });
}
