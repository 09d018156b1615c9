import { CARD_LIMIT_MAX, CARD_LIMIT_MIN } from '../constants';
import { compareExactDecimals, readExactDecimal } from '../money/decimal';

export type CardLimitError = 'empty' | 'invalid' | 'minAmount' | 'maxAmount';

/**
 * Section 5: a card limit lies between 300 and 4000 inclusive (the currency is not shown). The
 * value is compared exactly, so '299.999' is below the minimum rather than rounded up to it.
 */
export function cardLimitError(value: string | number | null | undefined): CardLimitError | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'empty';
  const limit = readExactDecimal(value);
  if (!limit) return 'invalid';
  if (compareExactDecimals(limit, { mantissa: BigInt(CARD_LIMIT_MIN), scale: 0 }) < 0) return 'minAmount';
  if (compareExactDecimals(limit, { mantissa: BigInt(CARD_LIMIT_MAX), scale: 0 }) > 0) return 'maxAmount';
  return null;
}

export function isValidCardLimit(value: string | number | null | undefined): boolean {
  return cardLimitError(value) === null;
}
