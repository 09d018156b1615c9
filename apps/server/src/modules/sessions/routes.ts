import { listSessions, revokeSession } from '@coffer/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authedRoute } from '../../http/routes';
import { deviceName } from './device-name';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listSessions, async ({ services, auth }) => {
    const rows = await services.db.orm
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.lastUsedAt))
      .limit(100);
    return rows.map((row) => ({
      id: row.id,
      deviceId: row.deviceId,
      appVersion: row.appVersion,
      userAgent: row.userAgent,
      // Sessions opened before migration 0011 are named from their stored user agent.
      ...(row.browser || row.os || row.device
        ? { browser: row.browser, os: row.os, device: row.device }
        : deviceName(row.userAgent)),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === auth.sessionId,
    }));
  });

  authedRoute(app, revokeSession, async ({ params, services, auth }) => {
    if (params.id === auth.sessionId) throw new AppError('token_in_use', 'Use log out to end this session');
    // Scoped to the signed-in user: another user's session id is simply not found.
    const revoked = await services.db.orm
      .update(sessions)
      .set({ revokedAt: services.now() })
      .where(and(eq(sessions.id, params.id), eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (!revoked.length) throw new AppError('not_found');
    return { success: true as const };
  });
}
