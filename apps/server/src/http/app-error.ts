import type { ValidationIssue } from '@coffer/contract';
import { ACCESS_DENIED_DESCRIPTION, type ErrorCode, httpStatusOf } from '@coffer/domain';

const DEFAULT_DESCRIPTIONS: Partial<Record<ErrorCode, string>> = {
  not_found: 'Not found',
  bad_request: 'Bad request',
  bad_params: 'Invalid parameters',
  access_denied: ACCESS_DENIED_DESCRIPTION,
  rate_limited: 'Too many requests',
  entity_too_large: 'Request body too large',
  unknown_error: 'Unexpected error',
};

/** A failure the client is meant to see: a catalogue code, a description, optional validation details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ValidationIssue[] | undefined;
  /** Seconds until a refused call may succeed: the `Retry-After` header and `meta.retryAfterSeconds`. */
  readonly retryAfterSeconds: number | undefined;
  /** Failed sign-ins left before the lockout (only sent when few are left). */
  readonly attemptsLeft: number | undefined;

  constructor(
    code: ErrorCode,
    description?: string,
    options: { status?: number; issues?: ValidationIssue[]; retryAfterSeconds?: number; attemptsLeft?: number } = {},
  ) {
    super(description ?? DEFAULT_DESCRIPTIONS[code] ?? code.replaceAll('_', ' '));
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? httpStatusOf(code);
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.attemptsLeft = options.attemptsLeft;
  }

  toBody() {
    const meta = {
      ...(this.issues ? { validationError: { errors: this.issues } } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
      ...(this.attemptsLeft !== undefined ? { attemptsLeft: this.attemptsLeft } : {}),
    };
    return { code: this.code, description: this.message, ...(Object.keys(meta).length ? { meta } : {}) };
  }
}
