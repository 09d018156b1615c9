import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, isoDate, ok } from '../fields';

export const session = z.object({
  id: z.string(),
  deviceId: z.nullable(z.string()),
  appVersion: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The device as people name it, parsed from the user agent: "Chrome", "Android", "Samsung SM-S928B". */
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  device: z.nullable(z.string()),
  createdAt: isoDate(),
  lastUsedAt: isoDate(),
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;

export const listSessions = endpoint({
  method: 'GET',
  path: '/token/getAll',
  summary: 'The sessions of the signed-in user',
  tag: 'sessions',
  auth: true,
  response: () => z.array(session),
});

export const revokeSession = endpoint({
  method: 'DELETE',
  path: '/token/{id}',
  summary: 'Revoke another session (token_in_use for the current one)',
  tag: 'sessions',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => ok(),
});
