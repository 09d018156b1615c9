import type { Duplex } from 'node:stream';
import type { ValidationIssue } from '@coffer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Turns any thrown error into the catalogue envelope; only unexpected errors are logged with a stack. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: ValidationIssue[] = error.validation.map((v) => ({
      path: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.') || v.schemaPath,
      message: v.message ?? 'Invalid value',
      code: v.keyword,
    }));
    return new AppError('bad_params', `Invalid ${error.validationContext ?? 'input'}`, { issues });
  }
  return frameworkError(error as Partial<FastifyError>) ?? new AppError('unknown_error');
}

/**
 * The catalogue error for a failure the framework raised (routing, body parsing, limits), or null when
 * it is not one. Descriptions are fixed texts: the framework's messages echo the URL or the body.
 */
function frameworkError(error: Partial<FastifyError>): AppError | null {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new AppError('bad_request', 'The address is not valid URL encoding');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('bad_params', 'A path parameter is too long');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('bad_request', 'Unsupported content type: send application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', 'The body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('entity_too_large');
    case 'FST_ERR_NOT_FOUND':
      return new AppError('not_found');
  }
  const status = error.statusCode ?? 0;
  if (status === 404) return new AppError('not_found');
  if (status === 413) return new AppError('entity_too_large');
  if (error instanceof SyntaxError) return new AppError('bad_request', 'The body is not valid JSON');
  if (status >= 400 && status < 500) return new AppError('bad_request');
  return null;
}

/** Sends an error as the catalogue envelope; API answers are never stored by caches. */
function sendError(appError: AppError, reply: FastifyReply): FastifyReply {
  if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', String(appError.retryAfterSeconds));
  return reply.header('cache-control', 'no-store').status(appError.status).send(appError.toBody());
}

/**
 * Fastify's `frameworkErrors` option: bad URL encoding and too-long path parameters, which the router
 * refuses before any route or hook runs, leave as the catalogue envelope too.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error);
  request.log.info({ code: appError.code, status: appError.status }, 'request refused');
  void sendError(appError, reply);
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a NUL or a newline in a
 * header, a malformed request line, headers over the size limit) is answered on the raw socket, still as
 * the catalogue envelope (`400 bad_request`), and the connection closed.
 */
export function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = JSON.stringify(new AppError('bad_request').toBody());
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    }
    return sendError(appError, reply);
  });
}
