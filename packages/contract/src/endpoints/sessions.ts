import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idField, isoDate, ok } from '../fields';

export const session = z.object({
  id: z.string(),
  deviceId: z.string().nullable(),
  appVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The device as people name it, parsed from the user agent: "Chrome", "Android", "Samsung SM-S928B". */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.string().nullable(),
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
