import { DEFAULT_LANGUAGE, type Language } from '../constants';
import { formatAmount } from '../money/amount';
import { divideRounded } from '../money/rounding';
import { localizeDecimalString } from './locale';

/** Spec section 9 size units. Binary multiples: the 6291456-byte image limit is "6 MB". */
export const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
const SIZE_BASE = 1024n;
const SIZE_FRACTION_DIGITS = 2;

/**
 * A byte count in the largest unit it reaches, with up to 2 decimals and trailing zeros dropped
 * ("1.5 KB", "6 MB", "512 bytes"). Rounding is half-up; a value that rounds up to 1024 of a unit is
 * shown in the next one. Negative or fractional counts are refused: they are not sizes.
 */
export function formatSize(bytes: number | bigint, locale: Language = DEFAULT_LANGUAGE): string {
  if (typeof bytes === 'number' && !Number.isSafeInteger(bytes)) {
    throw new RangeError(`a size is a whole number of bytes, got ${bytes}`);
  }
  const count = BigInt(bytes);
  if (count < 0n) throw new RangeError(`a size cannot be negative, got ${bytes}`);
  let unitIndex = 0;
  let divisor = 1n;
  while (unitIndex < SIZE_UNITS.length - 1 && count >= divisor * SIZE_BASE) {
    unitIndex += 1;
    divisor *= SIZE_BASE;
  }
  let hundredths = divideRounded(count * 100n, divisor, 'half-up');
  if (unitIndex < SIZE_UNITS.length - 1 && hundredths >= SIZE_BASE * 100n) {
    unitIndex += 1;
    hundredths = divideRounded(count * 100n, divisor * SIZE_BASE, 'half-up');
  }
  const plain = formatAmount(hundredths, SIZE_FRACTION_DIGITS, { trim: true });
  return `${localizeDecimalString(plain, locale)} ${SIZE_UNITS[unitIndex]}`;
}
