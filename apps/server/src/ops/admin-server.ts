import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { runOps } from './run';

export interface AdminHandle {
  close(): Promise<void>;
}

export function adminFile(dataDir: string): string {
  return join(dataDir, 'admin.json');
}

/**
 * The ops CLI's way into a running server that owns the embedded database: a second listener on
 * loopback only (never the public port), guarded by a random token written to DATA_DIR/admin.json.
 */
export async function startAdminServer(db: Database, dataDir: string, services?: Services): Promise<AdminHandle> {
  const token = randomBytes(32).toString('base64url');
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 16_384 });
  app.post('/ops', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send({ code: 'access_denied' });
    }
    const argv = (request.body as { argv?: unknown })?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
      return reply.status(400).send({ code: 'bad_params' });
    }
    return runOps(db, argv, services);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mkdirSync(dataDir, { recursive: true });
  const file = adminFile(dataDir);
  writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
  return {
    close: async () => {
      rmSync(file, { force: true });
      await app.close();
    },
  };
}
