import { MAX_IMAGE_SIZE_BYTES } from '../constants';

/** Section 5: a non-empty object has at least one own key. Arrays are not objects here. */
export function nonEmptyObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** Section 5: only strings with at least one character pass. */
export function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Section 5: support-ticket and card-create payloads lose their empty-string fields, so the server
 * sees "not given" rather than "given as blank". Other values, including 0 and false, stay.
 */
export function removeEmptyStrings<T extends Record<string, unknown>>(payload: T): Partial<T> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== '')) as Partial<T>;
}

/** Section 5: the transaction-filter query omits empty values (undefined, null, '' and []). */
export function removeEmptyQueryValues<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<T>;
}

/** Section 5: images up to 6291456 bytes are accepted. */
export function isImageSizeAllowed(bytes: number): boolean {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= MAX_IMAGE_SIZE_BYTES;
}
