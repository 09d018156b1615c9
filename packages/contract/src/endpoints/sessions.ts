import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idField, isoDate, ok } from '../fields';

export const session = z.object({
  id: z.string(),
  deviceId: z.string().nullable(),
  appVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoDate,
  lastUsedAt: isoDate,
  current: z.boolean(),
});
export type Session = z.infer<typeof session>;

export const listSessions = endpoint({
  method: 'GET',
  path: '/token/getAll',
  summary: 'The sessions of the signed-in user',
  tag: 'sessions',
  auth: true,
  response: z.array(session),
});

export const revokeSession = endpoint({
  method: 'DELETE',
  path: '/token/{id}',
  summary: 'Revoke another session (token_in_use for the current one)',
  tag: 'sessions',
  auth: true,
  params: z.object({ id: idField }),
  response: ok,
});
