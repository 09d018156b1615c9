import { type ClientMessageKey, errorDisplayMessage, isErrorCode } from '@coffer/domain';
import type { TFunction } from 'i18next';
import { ApiError } from './api/api-error';

/** The translator of section 8's display order: every catalogue code has an `errors.<code>` text. */
export function errorTranslator(t: TFunction): (code: string) => string | undefined {
  return (code) => (isErrorCode(code) ? t(`errors.${code}`) : undefined);
}

/** A failure the client decides by itself (section 8 "other client messages"), shown as `messages.<key>`. */
export class ClientMessageError extends Error {
  readonly key: ClientMessageKey;

  constructor(key: ClientMessageKey) {
    super(key);
    this.name = 'ClientMessageError';
    this.key = key;
  }
}

/**
 * The text of any failure, in the spec's display order (translated code, first validation error,
 * description, code as words, unknown error). A request that never reached the server says so.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ClientMessageError) return t(`messages.${error.key}` as 'messages.serverOffline');
  if (error instanceof ApiError) {
    if (error.status === 0) return t('messages.serverOffline');
    return errorDisplayMessage(error.envelope, errorTranslator(t));
  }
  return errorDisplayMessage({}, errorTranslator(t));
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
