import { createHmac } from 'node:crypto';
import { type ExactDecimal, isStablecoin, normalizeExactDecimal, parseDecimalRate } from '@coffer/domain';
import { type ExactRate, PRICE_SCALE, type PriceFiat, type PriceOracle, PriceUnavailableError } from './types';

/** Reference prices in EUR the sandbox walk moves around. Stablecoins follow USD (one USD each, spec section 9). */
export const REFERENCE_EUR: Readonly<Record<string, string>> = {
  EUR: '1',
  GBP: '1.17',
  USD: '0.92',
  BTC: '60000',
  ETH: '3000',
  LTC: '70',
  BCH: '350',
  DASH: '25',
  XRP: '0.5',
  MATIC: '0.6',
  AMN: '0.002',
  QASH: '0.04',
  ERC: '1',
};

/**
 * The walk is a sum of octaves: octave k holds a random value every 2^k minutes (drawn from
 * HMAC(seed, coin, k, index)) and interpolates linearly between them, with an amplitude growing as
 * sqrt(2^k), the way a random walk's spread grows. That gives random-walk-like paths computable for
 * any minute in O(octaves), deterministic from (seed, coin, minute), so a restart sees the same prices.
 * Deviations are integers in millionths: the whole computation is integer arithmetic.
 */
const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

const OCTAVES = 21; // up to 2^20 minutes, about two years
const PPM = 1_000_000;

function amplitudes(totalPpm: number): number[] {
  const raw = Array.from({ length: OCTAVES }, (_, k) => Math.sqrt(2 ** k));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((value) => Math.floor((value * totalPpm) / sum));
}

/** Crypto may drift up to ±40% from its reference; fiat currencies up to ±3%. */
const CRYPTO_AMPLITUDES = amplitudes(400_000);
const FIAT_AMPLITUDES = amplitudes(30_000);

export class SandboxPriceOracle implements PriceOracle {
  private readonly cache = new Map<string, bigint>();

  constructor(private readonly seed: Buffer) {}

  private draw(coin: string, octave: number, index: number, amplitude: number): number {
    const digest = createHmac('sha256', this.seed).update(`${coin}:${octave}:${index}`).digest();
    return (digest.readUIntBE(0, 6) % (2 * amplitude + 1)) - amplitude;
  }

  /** Deviation from the reference in millionths at this minute, always within ±(sum of amplitudes). */
  deviationPpm(coin: string, minute: number): number {
    const table = coin === 'EUR' ? null : coin === 'GBP' || coin === 'USD' ? FIAT_AMPLITUDES : CRYPTO_AMPLITUDES;
    if (!table) return 0;
    let total = 0;
    table.forEach((amplitude, k) => {
      if (amplitude === 0) return;
      const span = 2 ** k;
      const index = Math.floor(minute / span);
      const offset = minute - index * span;
      const a = this.draw(coin, k, index, amplitude);
      const b = this.draw(coin, k, index + 1, amplitude);
      // Integer interpolation: a + (b - a) * offset / span, floored.
      total += a + Math.floor(((b - a) * offset) / span);
    });
    return total;
  }

  /** The EUR price of a coin at a minute, as an integer at PRICE_SCALE. */
  private eurAtoms(coin: string, minute: number): bigint {
    const key = `${coin}:${minute}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let atoms: bigint;
    if (isStablecoin(coin)) {
      atoms = this.eurAtoms('USD', minute);
    } else {
      const reference = REFERENCE_EUR[coin];
      if (reference === undefined) throw new PriceUnavailableError(`no sandbox price for ${coin}`);
      const ref = parseDecimalRate(reference);
      const base = ref.mantissa * pow10(PRICE_SCALE - ref.scale);
      atoms = (base * BigInt(PPM + this.deviationPpm(coin, minute))) / BigInt(PPM);
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, atoms);
    return atoms;
  }

  async price(coin: string, fiat: PriceFiat, at: Date): Promise<ExactRate> {
    const code = coin.toUpperCase();
    if (code === fiat) return { mantissa: 1n, scale: 0 };
    const minute = Math.floor(at.getTime() / 60_000);
    if (!Number.isSafeInteger(minute)) throw new PriceUnavailableError('invalid time');
    const coinEur = this.eurAtoms(code, minute);
    const fiatEur = this.eurAtoms(fiat, minute);
    const value: ExactDecimal = { mantissa: (coinEur * pow10(PRICE_SCALE)) / fiatEur, scale: PRICE_SCALE };
    return normalizeExactDecimal(value);
  }
}
