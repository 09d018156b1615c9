import { confirmPasswordError, matchesValidationPattern, newPasswordError } from '@coffer/domain';
import { z } from 'zod/mini';

// Builders, not schemas: a screen builds its form's schema when the form first validates
// (lib/forms/lazy-resolver.ts), so loading this module builds nothing.

/** A new password by the section 5 pattern; the message is an i18n key under `validation.`. */
export const newPassword = () => z.string().check(z.refine((v) => matchesValidationPattern('password', v), 'password'));

export const requiredText = () => z.string().check(z.trim(), z.minLength(1, 'required'));

export const emailText = () => requiredText().check(z.refine((v) => matchesValidationPattern('email', v), 'email'));

/** doesMatchPassword on `confirm` (and newPasswordDifferentFromOld on `password` when `old` exists). */
export function checkPasswords(
  values: { password: string; confirm: string; old?: string },
  ctx: z.core.$RefinementCtx,
): void {
  const mismatch = confirmPasswordError(values.password, values.confirm);
  if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirm'], message: mismatch });
  if (values.old !== undefined) {
    const same = newPasswordError(values.old, values.password);
    if (same) ctx.addIssue({ code: 'custom', path: ['password'], message: same });
  }
}
