import { ERROR_CODES } from '@coffer/domain';
import { z } from 'zod/mini';
import { lazily } from './endpoint';

export const validationIssue = lazily(() =>
  z.object({
    path: z.string(),
    message: z.string(),
    code: z.string(),
  }),
);

/** The error body of every failed call (spec section 8, brief section 3); built on first use (decision 0046). */
export const errorEnvelope = lazily(() =>
  z.object({
    code: z.enum(ERROR_CODES),
    description: z.string(),
    meta: z.optional(
      z.object({
        validationError: z.optional(z.object({ errors: z.array(validationIssue()) })),
        /** A 429's wait in seconds, also sent as the `Retry-After` header. */
        retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
        /** Failed sign-ins left before the lockout, sent once few are left (the same for every address). */
        attemptsLeft: z.optional(z.int().check(z.nonnegative())),
      }),
    ),
  }),
);

export type ErrorEnvelope = z.infer<ReturnType<typeof errorEnvelope>>;
export type ValidationIssue = z.infer<ReturnType<typeof validationIssue>>;
