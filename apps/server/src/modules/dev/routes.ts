import { getOutbox } from '@coffer/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { outbox } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The outbox answers a client on this machine only (decision 0021): the address is loopback and, unless
 * the server trusts a proxy to name the client, no proxy forwarded the request. DEV_OUTBOX_OPEN=true
 * opens it to every client (a shared sandbox).
 */
function mayReadOutbox(request: FastifyRequest, config: Config): boolean {
  if (config.devOutboxOpen) return true;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return isLoopback(request.ip) && (config.trustProxy || !forwarded);
}

/** Sandbox only, never in production: what the sandbox notifier "sent", so anyone can sign up locally. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  if (!config.sandbox || config.production) return;
  route(app, getOutbox, async ({ query, request, services }) => {
    if (!mayReadOutbox(request, services.config)) throw new AppError('not_found');
    const rows = await services.db.orm
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, query.to.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(50);
    return rows.map((row) => ({
      to: row.toAddress,
      channel: row.channel as 'email' | 'sms',
      kind: row.kind,
      subject: row.subject,
      text: row.body,
      data: row.data,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
