/**
 * Exact decimal arithmetic on strings, for amounts typed by users or sent by the server.
 * Floats are never used: 0.1 + 0.2 must stay 0.3 when deciding whether a user can withdraw.
 * A decimal is held as an integer of units plus a scale (the number of fraction digits).
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Parses '12.5', '-0.01', '.5', '5.' and exponent forms such as '1e-7' (what `String(number)`
 * gives for small JSON numbers). Returns null for anything else, including '' and '.'.
 */
export function parseDecimal(input: string | number | bigint): Decimal | null {
  if (typeof input === 'bigint') return { units: input, scale: 0 };
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = String(input).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return null;
  let digits = whole + fraction;
  let scale = fraction.length - (exponent ? Number(exponent) : 0);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const magnitude = BigInt(digits === '' ? '0' : digits);
  return { units: sign === '-' ? -magnitude : magnitude, scale };
}

/** Drops trailing fraction zeros so '1.500' and '1.5' compare and count decimals alike. */
export function normalizeDecimal(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** Number of fraction digits that carry value ('1.50' has 1). */
export function significantDecimals(value: Decimal): number {
  return normalizeDecimal(value).scale;
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = rescale(a, scale);
  const right = rescale(b, scale);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return normalizeDecimal({ units: a.units * b.units, scale: a.scale + b.scale });
}

export function isZeroDecimal(value: Decimal): boolean {
  return value.units === 0n;
}

/** Canonical text without exponent or trailing zeros: { units: -1500n, scale: 3 } -> '-1.5'. */
export function formatDecimal(value: Decimal): string {
  const { units, scale } = normalizeDecimal(value);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Converts a decimal to integer atomic units of a coin with `decimals` places, or null when the
 * value has more significant decimals than the coin can hold (nothing is silently rounded).
 */
export function toAtomicUnits(value: Decimal, decimals: number): bigint | null {
  const normal = normalizeDecimal(value);
  if (normal.scale > decimals) return null;
  return rescale(normal, decimals);
}
