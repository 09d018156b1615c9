import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../security/tokens';
import type { Services } from '../../services';
import { isNewDevice } from '../notifications/events';
import { notifyLater } from '../notifications/service';
import { deviceName } from '../sessions/device-name';

function header(request: FastifyRequest, name: string, max = 128): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, max) : null;
}

/** Opens a session and returns its bearer token (shown once; only its hash is kept). */
export async function openSession(services: Services, userId: string, request: FastifyRequest): Promise<string> {
  const token = newToken();
  const now = services.now();
  const userAgent = header(request, 'user-agent', 256);
  const device = deviceName(userAgent);
  const newDevice = await isNewDevice(services, userId, header(request, 'DeviceID'));
  await services.db.orm.insert(sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: hashToken(token),
    deviceId: header(request, 'DeviceID'),
    appsFlyerId: header(request, 'AppsFlyerId'),
    appVersion: header(request, 'AppVersion', 32),
    userAgent,
    ...device,
    ip: request.ip,
    createdAt: now,
    lastUsedAt: now,
  });
  if (newDevice) {
    const label = [device.browser, device.os].filter(Boolean).join(', ');
    notifyLater(services, userId, 'new_device_sign_in', label ? { device: label } : {});
  }
  return token;
}

/** Ends every session of a user, or every one but `keep`. */
export async function revokeSessions(services: Services, userId: string, keep?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep) conditions.push(ne(sessions.id, keep));
  await services.db.orm
    .update(sessions)
    .set({ revokedAt: services.now() })
    .where(and(...conditions));
}
