import { NETWORKS } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';

export const healthResponse = lazily(() =>
  z.object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    sandbox: z.boolean(),
  }),
);

export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tag: 'system',
  auth: false,
  response: () => healthResponse(),
});

/** Public app configuration, served at `/wallet-app.json` (outside `/api`). */
export const appConfig = lazily(() =>
  z.object({
    appVersion: z.string(),
    network: z.enum(NETWORKS),
    sandbox: z.boolean(),
    production: z.boolean(),
    /** A bank provider (sandbox or real) opens EUR and GBP accounts: fiat wallets can be created (decision 0015); absent means no. */
    fiatAccounts: z._default(z.boolean(), false),
    termsVersions: z.object({ wallet: z.string(), earn: z.string(), card: z.string() }),
  }),
);
export type AppConfig = z.infer<ReturnType<typeof appConfig>>;
