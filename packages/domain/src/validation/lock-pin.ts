import { PIN_LENGTH } from '../constants';

const LOCK_PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** Section 5: the lock PIN is exactly 4 digits. */
export function isValidLockPin(value: string): boolean {
  return LOCK_PIN.test(value);
}

/**
 * Section 5: keypad input beyond 4 digits is ignored, as are non-digits. Returns the PIN after the
 * key press.
 */
export function appendLockPinDigit(current: string, key: string): string {
  if (current.length >= PIN_LENGTH || !/^\d$/.test(key)) return current;
  return current + key;
}

/** The PIN kept from pasted or typed text: its first 4 digits. */
export function normalizeLockPinInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, PIN_LENGTH);
}
