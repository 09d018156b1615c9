import type { ValidationIssue } from '@coffer/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('bad_request', fastifyError.message);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('entity_too_large');
    case 'FST_ERR_NOT_FOUND':
      return new AppError('not_found');
  }
  if (error instanceof SyntaxError || fastifyError.statusCode === 400) return new AppError('bad_request');
  if (fastifyError.statusCode === 413) return new AppError('entity_too_large');
  return new AppError('unknown_error');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
    }
    if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', String(appError.retryAfterSeconds));
    return reply.status(appError.status).send(appError.toBody());
  });
}
