import { createHash } from 'node:crypto';
import { formatExactDecimal } from '@coffer/domain';
import type { PriceFiat, PriceOracle } from '../prices/types';
import type { SandboxCoin } from './sandbox-coins';

export const MINUTE_MS = 60_000;
export const HOUR_MINUTES = 60;
export const DAY_MINUTES = 24 * 60;
/** The sandbox market's history starts this many days before today: years of daily points. */
export const SANDBOX_HISTORY_DAYS = 3 * 365;

const OCTAVES = 21;
/** Coins outside the oracle drift up to ±45% from their reference, like the oracle's crypto. */
const AMPLITUDES = (() => {
  const raw = Array.from({ length: OCTAVES }, (_, k) => Math.sqrt(2 ** k));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((value) => Math.floor((value * 450_000) / sum));
})();

function mix(a: number, b: number, c: number, d: number): number {
  // A small integer hash (murmur3's finaliser over the four words): fast and well spread.
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35) ^ Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= Math.imul(d ^ (d >>> 16), 0x7feb352d);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The sandbox market's prices (decision 0027). Wallet coins are priced by the price oracle itself, so
 * the market list, the charts and the exchange quotes agree to the minute; other coins follow a walk
 * of the same shape seeded from the same seed. Every price is a pure function of (coin, currency,
 * minute), memoised: a chart or a sparkline recomputes only its newest point.
 */
export class SandboxMarketPrices {
  private readonly memo = new Map<string, Promise<number>>();
  private readonly seedWord: number;
  private readonly coinWords = new Map<string, number>();

  constructor(
    private readonly oracle: PriceOracle,
    seed: Buffer,
  ) {
    this.seedWord = createHash('sha256').update(seed).update('market-walk').digest().readUInt32BE(0);
  }

  private deviationPpm(id: string, minute: number): number {
    let coinWord = this.coinWords.get(id);
    if (coinWord === undefined) {
      coinWord = createHash('sha1').update(id).digest().readUInt32BE(0);
      this.coinWords.set(id, coinWord);
    }
    let total = 0;
    for (let k = 0; k < OCTAVES; k++) {
      const amplitude = AMPLITUDES[k] ?? 0;
      if (amplitude === 0) continue;
      const span = 2 ** k;
      const index = Math.floor(minute / span);
      const offset = minute - index * span;
      const word = coinWord;
      const draw = (i: number) => (mix(this.seedWord, word, k, i) % (2 * amplitude + 1)) - amplitude;
      const a = draw(index);
      const b = draw(index + 1);
      total += a + Math.floor(((b - a) * offset) / span);
    }
    return total;
  }

  private async oraclePrice(code: string, fiat: PriceFiat, minute: number): Promise<number> {
    return Number(formatExactDecimal(await this.oracle.price(code, fiat, new Date(minute * MINUTE_MS))));
  }

  /** The coin's price in `vs` at a minute, as a display number. */
  priceAt(coin: SandboxCoin, vs: PriceFiat, minute: number): Promise<number> {
    const key = `${coin.id}:${vs}:${minute}`;
    let hit = this.memo.get(key);
    if (!hit) {
      hit = this.compute(coin, vs, minute);
      hit.catch(() => this.memo.delete(key));
      if (this.memo.size > 400_000) this.memo.clear();
      this.memo.set(key, hit);
    }
    return hit;
  }

  private async compute(coin: SandboxCoin, vs: PriceFiat, minute: number): Promise<number> {
    if (coin.oracleCode) return this.oraclePrice(coin.oracleCode, vs, minute);
    const usd = (coin.referenceUsd * (1_000_000 + this.deviationPpm(coin.id, minute))) / 1_000_000;
    const value = vs === 'USD' ? usd : usd * (await this.oraclePrice('USD', vs, minute));
    return Number(value.toPrecision(10));
  }

  /** A value in (0.8, 1.2) that drifts slowly: the day's volume relative to its usual level. */
  activity(id: string, minute: number): number {
    return 1 + this.deviationPpm(`volume:${id}`, minute) / 2_250_000;
  }
}
