import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { DatabaseError } from '../db/errors';

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

/** What the log keeps of an error: nothing the failing input or statement values could have written. */
export interface LoggedError {
  type: string;
  /** A machine code: an SQL state, an errno name, a Fastify error code (not `code`, which is redacted). */
  errorCode?: string;
  /** A failed statement's text with its placeholders (never its parameters). */
  statement?: string;
  /** The call stack's frames, without the message line. */
  stack?: string;
  cause?: LoggedError;
}

const MACHINE_CODE = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Builds the logged form of an error from an allow-list of fields: its class, its machine code, a
 * failed statement's text and the stack frames. Messages, details, parameters, bodies and any other
 * property are never copied, so no value a request or a statement carried can reach the log
 * (decision 0021).
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const drizzle = error instanceof DrizzleQueryError;
  const statement = error instanceof DatabaseError ? error.statement : drizzle ? error.query : undefined;
  // The ORM's error names the statement; the driver's error under it holds the SQL state.
  const code = (drizzle ? error.cause : error) as { code?: unknown } | undefined;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.constructor.name || error.name,
    ...(typeof code?.code === 'string' && MACHINE_CODE.test(code.code) ? { errorCode: code.code } : {}),
    ...(typeof statement === 'string' ? { statement } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggedError(error.cause, depth + 1) } : {}),
  };
}

/**
 * Every log call goes through here before pino sees it: an error given as the first argument, or as
 * any field of the logged object, is replaced by `loggedError`, and pino no longer borrows an error's
 * message as the line's message.
 */
function logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  const [first, ...rest] = args;
  let fields: unknown = first;
  if (first instanceof Error) fields = { err: first };
  if (fields !== null && typeof fields === 'object' && !Array.isArray(fields)) {
    const safe: Record<string, unknown> = {};
    let hadError = false;
    for (const [key, value] of Object.entries(fields)) {
      hadError ||= value instanceof Error;
      safe[key] = value instanceof Error ? loggedError(value) : value;
    }
    if (hadError || first instanceof Error) {
      const message = typeof rest[0] === 'string' ? rest : ['error', ...rest];
      method.apply(this, [safe, ...message]);
      return;
    }
  }
  method.apply(this, args);
}

/**
 * What the log keeps of a request: its method, the route it matched as declared (`/api/wallet/:id/send`)
 * and the client address. Never the URL itself: query strings and page links carry emails, codes and
 * reset tokens, and a path can hold whatever a client typed (decision 0021).
 */
export function loggedRequest(request: FastifyRequest): { method: string; route: string; remoteAddress: string } {
  let route: string | undefined;
  try {
    route = request.routeOptions.url;
  } catch {
    // A request the router refused (bad URL encoding) has no route.
  }
  return { method: request.method, route: route ?? '(no route)', remoteAddress: request.ip };
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    hooks: { logMethod },
    serializers: { req: loggedRequest },
    ...(stream ? { stream } : {}),
  };
}

export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  };
}
