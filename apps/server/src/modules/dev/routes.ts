import { getOutbox } from '@coffer/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema';
import { route } from '../../http/routes';

/** Sandbox only, never in production: what the sandbox notifier "sent", so anyone can sign up locally. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  if (!config.sandbox || config.production) return;
  route(app, getOutbox, async ({ query, services }) => {
    const base = services.db.orm.select().from(outbox);
    const rows = await (query.to ? base.where(eq(outbox.toAddress, query.to.toLowerCase())) : base)
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
