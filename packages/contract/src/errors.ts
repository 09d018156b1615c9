import { ERROR_CODES } from '@coffer/domain';
import { z } from 'zod';
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
    meta: z
      .object({
        validationError: z.object({ errors: z.array(validationIssue()) }).optional(),
        /** A 429's wait in seconds, also sent as the `Retry-After` header. */
        retryAfterSeconds: z.number().int().nonnegative().optional(),
        /** Failed sign-ins left before the lockout, sent once few are left (the same for every address). */
        attemptsLeft: z.number().int().nonnegative().optional(),
      })
      .optional(),
  }),
);

export type ErrorEnvelope = z.infer<ReturnType<typeof errorEnvelope>>;
export type ValidationIssue = z.infer<ReturnType<typeof validationIssue>>;
