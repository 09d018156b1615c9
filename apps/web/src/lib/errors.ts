import { errorDisplayMessage, isErrorCode } from '@coffer/domain';
import type { TFunction } from 'i18next';
import { ApiError } from './api/api-error';

/** The translator of section 8's display order: every catalogue code has an `errors.<code>` text. */
export function errorTranslator(t: TFunction): (code: string) => string | undefined {
  return (code) => (isErrorCode(code) ? t(`errors.${code}`) : undefined);
}

/**
 * The text of any failure, in the spec's display order (translated code, first validation error,
 * description, code as words, unknown error). A request that never reached the server says so.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('messages.serverOffline');
    return errorDisplayMessage(error.envelope, errorTranslator(t));
  }
  return errorDisplayMessage({}, errorTranslator(t));
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
