import { type AppConfig, getHealth } from '@coffer/contract';
import { CLIENT_VERSION, TERMS_VERSION_CARD, TERMS_VERSION_EARN, TERMS_VERSION_WALLET } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/routes';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.services;

  route(app, getHealth, async () => {
    await db.query('SELECT 1');
    return { status: 'ok' as const, version: CLIENT_VERSION, database: db.kind, sandbox: config.sandbox };
  });

  // The published app version: a client older than this is asked to update.
  app.get('/wallet-app.json', { schema: { hide: true } }, async (): Promise<AppConfig> => {
    const published = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'app_version'");
    return {
      appVersion: published[0]?.value ?? CLIENT_VERSION,
      network: config.network,
      sandbox: config.sandbox,
      production: config.production,
      fiatAccounts: config.bankProvider !== 'none',
      termsVersions: { wallet: TERMS_VERSION_WALLET, earn: TERMS_VERSION_EARN, card: TERMS_VERSION_CARD },
    };
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
