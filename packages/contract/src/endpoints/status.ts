import { NETWORKS } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { isoDate } from '../fields';

export const coinStatus = lazily(() =>
  z.object({
    code: z.string(),
    maintenance: z.boolean(),
    deposit: z.boolean(),
    withdraw: z.boolean(),
    min_transfer: z.string(),
  }),
);

export const accountStatus = lazily(() =>
  z.object({
    supported_coins: z.array(z.string()),
    supported_deposit_coins: z.array(z.string()),
    supported_withdrawal_coins: z.array(z.string()),
    network: z.enum(NETWORKS),
    coins: z.array(coinStatus()),
    maintenance: z.boolean(),
    identityConfirmed: z.optional(z.boolean()),
    createdAt: z.optional(isoDate()),
  }),
);
export type AccountStatus = z.infer<ReturnType<typeof accountStatus>>;

export const getAccountStatus = endpoint({
  method: 'GET',
  path: '/',
  summary: 'Account status: supported coins and, with a token, the user identity state',
  tag: 'account',
  auth: false,
  response: accountStatus,
});

export const outboxMessage = lazily(() =>
  z.object({
    to: z.string(),
    channel: z.enum(['email', 'sms']),
    kind: z.string(),
    subject: z.string(),
    text: z.string(),
    data: z.record(z.string(), z.string()),
    createdAt: isoDate(),
  }),
);
export type OutboxMessage = z.infer<ReturnType<typeof outboxMessage>>;

export const getOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Sandbox only, loopback clients only: the emails and SMS sent to one address, newest first',
  tag: 'dev',
  auth: false,
  query: () => z.object({ to: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
  response: () => z.array(outboxMessage()),
});
