import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Paths pino replaces with [Redacted]: credentials never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.pin',
  '*.token',
  '*.code',
  '*.secret',
  '*.pan',
  '*.cvc',
  '*.twoFactorCode',
];

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    ...(stream ? { stream } : {}),
  };
}

export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
