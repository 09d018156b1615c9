import { isErrorCode } from './catalogue';
import { type ErrorEnvelope, validationErrorText } from './envelope';

/** Looks up the translated message of an error code; undefined (or empty) when there is none. */
export type ErrorTranslator = (code: string) => string | undefined;

export type ErrorDisplaySource = 'translation' | 'validation' | 'description' | 'code' | 'unknown';

export interface ErrorDisplay {
  readonly source: ErrorDisplaySource;
  readonly message: string;
}

/** Shown when nothing else is usable and the translator has no text for unknown_error either. */
export const UNKNOWN_ERROR_FALLBACK = 'unknown error';

function nonEmpty(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/**
 * Section 8 display order. Only catalogue codes are translated: an arbitrary server code that
 * happens to collide with a translation key must not pick up an unrelated text.
 */
export function errorDisplay(envelope: Partial<ErrorEnvelope>, translate: ErrorTranslator): ErrorDisplay {
  const code = envelope.code ?? '';
  if (isErrorCode(code)) {
    const translated = translate(code);
    if (nonEmpty(translated)) return { source: 'translation', message: translated };
  }
  for (const item of envelope.meta?.validationError?.errors ?? []) {
    const text = validationErrorText(item);
    if (text !== null) return { source: 'validation', message: text };
    // Only the first validation error counts; an unreadable first one falls through.
    break;
  }
  if (nonEmpty(envelope.description)) return { source: 'description', message: envelope.description };
  if (code.trim() !== '') return { source: 'code', message: code.replaceAll('_', ' ') };
  const unknown = translate('unknown_error');
  return { source: 'unknown', message: nonEmpty(unknown) ? unknown : UNKNOWN_ERROR_FALLBACK };
}

/** Convenience for callers that only need the text. */
export function errorDisplayMessage(envelope: Partial<ErrorEnvelope>, translate: ErrorTranslator): string {
  return errorDisplay(envelope, translate).message;
}
