import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bannedIps, settings } from '../db/schema';
import type { Services } from '../services';
import { AppError } from './app-error';

// Read at most once a second per instance: the switch is flipped by an operator, not per request.
const CACHE_MS = 1_000;
const caches = new WeakMap<Services, { at: number; maintenance: boolean; bannedIps: Set<string> }>();

async function state(services: Services) {
  const now = Date.now();
  const cached = caches.get(services);
  if (cached && now - cached.at < CACHE_MS) return cached;
  const [flag] = await services.db.orm.select().from(settings).where(eq(settings.key, 'maintenance')).limit(1);
  const banned = await services.db.orm.select({ ip: bannedIps.ip }).from(bannedIps).limit(10_000);
  const fresh = { at: now, maintenance: flag?.value === 'on', bannedIps: new Set(banned.map((b) => b.ip)) };
  caches.set(services, fresh);
  return fresh;
}

export async function isMaintenanceOn(services: Services): Promise<boolean> {
  return (await state(services)).maintenance;
}

/** Forgets the cached switches (the ops commands call it after changing them). */
export function invalidateSwitches(services: Services): void {
  caches.delete(services);
}

/**
 * Banned addresses get 429 on every API call; in maintenance every API call but the account
 * status answers 503 (the web app itself still loads, to show its maintenance screen).
 */
export function installSwitches(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api')) return;
    const current = await state(app.services);
    if (current.bannedIps.has(request.ip)) throw new AppError('rate_limited', 'This address is blocked');
    const statusCall = request.method === 'GET' && (path === '/api' || path === '/api/');
    if (current.maintenance && !statusCall) {
      return reply
        .status(503)
        .header('retry-after', '300')
        .send({ code: 'unknown_error', description: 'Coffer is under maintenance, please come back soon' });
    }
  });
}
