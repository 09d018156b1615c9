import { formatExactDecimal } from '@coffer/domain';
import type { Database } from '../../../db/client';
import { COINGECKO_IDS } from '../../../providers/prices/coingecko';
import type { PriceFiat, PriceOracle } from '../../../providers/prices/types';

/** The pairs the stream prices: every crypto wallet coin the oracle knows, in each display currency. */
export const STREAM_FROM_SYMBOLS: readonly string[] = Object.keys(COINGECKO_IDS);
export const STREAM_TO_SYMBOLS: readonly PriceFiat[] = ['USD', 'EUR', 'GBP'];

export interface PairQuote {
  price: number;
  /** The price 24 hours before the tick. */
  open24h: number;
}

/** One tick's prices, keyed `FROM~TO`. */
export type PriceTable = Record<string, PairQuote>;

export const pairKey = (from: string, to: string) => `${from}~${to}`;

/** Prices every pair from the oracle at `at` (display numbers read from its exact decimals). */
export async function priceTable(oracle: PriceOracle, at: Date): Promise<PriceTable> {
  const dayBefore = new Date(at.getTime() - 24 * 60 * 60_000);
  const read = async (from: string, to: PriceFiat, when: Date) =>
    Number(formatExactDecimal(await oracle.price(from, to, when)));
  const entries = await Promise.all(
    STREAM_FROM_SYMBOLS.flatMap((from) =>
      STREAM_TO_SYMBOLS.map(async (to) => {
        const quote: PairQuote = { price: await read(from, to, at), open24h: await read(from, to, dayBefore) };
        return [pairKey(from, to), quote] as const;
      }),
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * Ticks shared through the database (migration 0025): the first instance to price a tick stores its
 * table, and every instance sends the stored one, so all instances on one PostgreSQL agree.
 */
export class TickStore {
  private claims = 0;

  constructor(private readonly db: Database) {}

  async claim(tick: number, table: PriceTable): Promise<PriceTable> {
    const rows = await this.db.query<{ prices: PriceTable | string }>(
      `INSERT INTO market_ticks (tick, prices) VALUES ($1, $2::jsonb)
       ON CONFLICT (tick) DO UPDATE SET tick = EXCLUDED.tick
       RETURNING prices`,
      [tick, JSON.stringify(table)],
    );
    if (++this.claims % 60 === 0) {
      await this.db.query('DELETE FROM market_ticks WHERE tick < $1', [tick - 60 * 60_000]);
    }
    const stored = rows[0]?.prices ?? table;
    return typeof stored === 'string' ? (JSON.parse(stored) as PriceTable) : stored;
  }
}
