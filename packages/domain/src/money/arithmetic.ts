import { type FormatAmountOptions, formatAmount, tryParseAmount } from './amount';
import { assertDecimals, MoneyError } from './errors';

/** An amount that carries its own precision, so adding BTC satoshis to EUR cents is caught. */
export interface Money {
  readonly atomic: bigint;
  readonly decimals: number;
}

export function money(atomic: bigint, decimals: number): Money {
  assertDecimals(decimals);
  return { atomic, decimals };
}

export function moneyFromString(text: string, decimals: number): Money {
  const result = tryParseAmount(text, decimals);
  if (!result.ok) throw new MoneyError(result.error, `cannot read amount ${JSON.stringify(text)}: ${result.error}`);
  return { atomic: result.atomic, decimals };
}

export function formatMoney(value: Money, options?: FormatAmountOptions): string {
  return formatAmount(value.atomic, value.decimals, options);
}

function sameDecimals(a: Money, b: Money): number {
  if (a.decimals !== b.decimals) {
    throw new MoneyError('decimals_mismatch', `cannot combine ${a.decimals} and ${b.decimals} decimal amounts`);
  }
  return a.decimals;
}

export function compareAtomic(a: bigint, b: bigint): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function addMoney(a: Money, b: Money): Money {
  return { atomic: a.atomic + b.atomic, decimals: sameDecimals(a, b) };
}

export function subtractMoney(a: Money, b: Money): Money {
  return { atomic: a.atomic - b.atomic, decimals: sameDecimals(a, b) };
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameDecimals(a, b);
  return compareAtomic(a.atomic, b.atomic);
}

export function minMoney(first: Money, ...rest: Money[]): Money {
  return rest.reduce((lowest, next) => (compareMoney(next, lowest) < 0 ? next : lowest), first);
}

export function maxMoney(first: Money, ...rest: Money[]): Money {
  return rest.reduce((highest, next) => (compareMoney(next, highest) > 0 ? next : highest), first);
}

/** The sum of amounts of one precision; an empty list is zero at `decimals`. */
export function sumMoney(values: readonly Money[], decimals: number): Money {
  const zero = money(0n, decimals);
  return values.reduce(addMoney, zero);
}

export function isZeroMoney(value: Money): boolean {
  return value.atomic === 0n;
}
