/** Section 8: client-side message keys (texts are not shown in the spec; they live in the i18n files). */
export const CLIENT_MESSAGE_KEYS = [
  'wrongAmount',
  'wrongAmountRemained',
  'notSupported',
  'image',
  'fileToBig',
  'imageCorrupt',
  'fileCorrupt',
  'wallet',
  'theme',
  'unknownError',
  'serverOffline',
  'accountDisabled',
  'changePassword',
  'pincode',
] as const;
export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];

/** Section 5 and 8: names of form control errors. */
export const FORM_ERROR_NAMES = [
  'address',
  'empty',
  'amount',
  'insufficientBalance',
  'minAmount',
  'maxAmount',
  'decimals',
  'invalidPhoneNumber',
  'newPasswordDifferentFromOld',
  'doesMatchPassword',
  'secret',
] as const;
export type FormErrorName = (typeof FORM_ERROR_NAMES)[number];

export function isClientMessageKey(value: unknown): value is ClientMessageKey {
  return typeof value === 'string' && (CLIENT_MESSAGE_KEYS as readonly string[]).includes(value);
}

export function isFormErrorName(value: unknown): value is FormErrorName {
  return typeof value === 'string' && (FORM_ERROR_NAMES as readonly string[]).includes(value);
}

/** Section 8 fixed message keys used by the interceptor's effects. */
export const BANNED_MESSAGE_KEY = 'ALERT.message.banned';
export const OFFLINE_MESSAGE_KEY = 'ALERT.header.offline';
export const PIN_ERROR_MESSAGE_KEY = 'PINCODE.error';
