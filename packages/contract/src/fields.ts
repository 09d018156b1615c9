import { SUPPORTED_LANGUAGES, VALIDATION_PATTERNS } from '@coffer/domain';
import { z } from 'zod/mini';
import { lazily } from './endpoint';

/** Field schemas shared by several calls, built on the spec's patterns from @coffer/domain. */
export const emailField = lazily(() =>
  z.string().check(z.trim(), z.maxLength(254), z.regex(VALIDATION_PATTERNS.email, 'Invalid email'), z.toLowerCase()),
);
/** Existing accounts are looked up leniently: any non-empty string, compared case-insensitively. */
export const loginEmailField = lazily(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.toLowerCase()),
);
export const newPasswordField = lazily(() =>
  z
    .string()
    .check(
      z.maxLength(128),
      z.regex(VALIDATION_PATTERNS.password, 'At least 8 characters with upper case, lower case and a digit'),
    ),
);
export const passwordField = lazily(() => z.string().check(z.minLength(1), z.maxLength(128)));
export const nameField = lazily(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
export const countryCodeField = lazily(() =>
  z.string().check(z.regex(/^[A-Za-z]{2}$/, 'A two-letter country code'), z.toUpperCase()),
);
export const languageField = lazily(() => z.enum(SUPPORTED_LANGUAGES));
export const versionField = lazily(() => z.string().check(z.regex(/^\d+\.\d+\.\d+$/, 'A version like 1.1.0')));
export const sixDigitCode = lazily(() => z.string().check(z.regex(VALIDATION_PATTERNS.pinCode, 'Six digits')));
export const mobileField = lazily(() =>
  z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'An international number such as +447700900123')),
);
export const birthdayField = lazily(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')));
export const tokenField = lazily(() => z.string().check(z.minLength(16), z.maxLength(128)));
export const idField = lazily(() => z.uuid());
export const isoDate = lazily(() => z.string());

/** The instants a database timestamp holds as UTC text: years 0001 to 9999. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO 8601 date-time with an offset, naming a real instant in years 0001 to 9999 once read as UTC (an
 * offset can move a date in year 0001 or 9999 out of them).
 */
export const isoInstant = lazily(() =>
  z.iso.datetime({ offset: true }).check(
    z.refine((v) => {
      const at = Date.parse(v);
      return at >= FIRST_INSTANT && at <= LAST_INSTANT;
    }, 'Not an instant between the years 0001 and 9999'),
  ),
);

export const ok = lazily(() => z.object({ success: z.literal(true) }));
