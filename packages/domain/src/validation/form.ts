/** Section 5: form errors are shown only once the user touched the control. */
export function visibleFormErrors<E>(control: {
  readonly touched: boolean;
  readonly errors: E | null | undefined;
}): E | null {
  return control.touched && control.errors ? control.errors : null;
}

function digitsAndPlus(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/**
 * Section 5: a new phone number is refused when it is the mobile the user already verified.
 * Spacing and punctuation are ignored so '+44 7700 900123' equals '+447700900123'.
 */
export function phoneNumberError(
  value: string,
  user: { readonly mobile?: string | null; readonly verifyMobile?: boolean | null },
): 'invalidPhoneNumber' | null {
  if (!user.verifyMobile || !user.mobile || !value) return null;
  return digitsAndPlus(value) === digitsAndPlus(user.mobile) ? 'invalidPhoneNumber' : null;
}

export function newPasswordError(oldPassword: string, newPassword: string): 'newPasswordDifferentFromOld' | null {
  return newPassword !== '' && newPassword === oldPassword ? 'newPasswordDifferentFromOld' : null;
}

export function confirmPasswordError(password: string, confirmation: string): 'doesMatchPassword' | null {
  return password === confirmation ? null : 'doesMatchPassword';
}

/** Section 5: the two-factor value typed must equal the secret; surrounding spaces are not the user's. */
export function twoFactorSecretError(value: string, secret: string): 'secret' | null {
  return value.trim() === secret.trim() ? null : 'secret';
}
