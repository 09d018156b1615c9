import {
  type ExactDecimal,
  exactDecimalFromNumber,
  normalizeExactDecimal,
  PRODUCTION_COIN_CODES,
} from '@coffer/domain';
import { z } from 'zod';
import { type ExactRate, PRICE_SCALE, type PriceFiat, type PriceOracle, PriceUnavailableError } from './types';

/** CoinGecko ids of the wallet coins it lists; fiat prices come from a cross rate through bitcoin. */
export const COINGECKO_IDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  BCH: 'bitcoin-cash',
  DASH: 'dash',
  XRP: 'ripple',
  MATIC: 'matic-network',
  USDT: 'tether',
  USDC: 'usd-coin',
  DAI: 'dai',
  AMN: 'amon',
  QASH: 'qash',
};

const FIAT_KEYS = { EUR: 'eur', GBP: 'gbp', USD: 'usd' } as const;
const CROSS_ID = 'bitcoin';

const quoteSchema = z.object({ eur: z.number().positive(), gbp: z.number().positive(), usd: z.number().positive() });
const responseSchema = z.record(z.string(), quoteSchema.partial());

type Quotes = Record<string, Partial<Record<'eur' | 'gbp' | 'usd', ExactDecimal>>>;

export interface CoinGeckoOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  /** How long a fetched table is used; the last good table also covers an outage up to `staleMs`. */
  ttlMs?: number;
  staleMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Answers coins CoinGecko does not list (the ERC test token). */
  fallback?: PriceOracle;
}

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

function divide(a: ExactDecimal, b: ExactDecimal): ExactRate {
  if (b.mantissa === 0n) throw new PriceUnavailableError('zero price');
  // (a.m / 10^a.s) / (b.m / 10^b.s) at PRICE_SCALE places, floored.
  const mantissa = (a.mantissa * pow10(PRICE_SCALE + b.scale)) / (b.mantissa * pow10(a.scale));
  return normalizeExactDecimal({ mantissa, scale: PRICE_SCALE });
}

/**
 * A CoinGecko-compatible feed: one `GET /simple/price` for every listed coin, cached for a minute.
 * It knows only current prices, so `at` is ignored: callers ask for the price of now (transactions
 * record amountEUR when they happen). JSON numbers are read by their shortest decimal, never kept as floats.
 */
export class CoinGeckoPriceOracle implements PriceOracle {
  private table: { at: number; quotes: Quotes } | null = null;
  private inflight: Promise<Quotes> | null = null;

  constructor(private readonly options: CoinGeckoOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async load(): Promise<Quotes> {
    const fetcher = this.options.fetch ?? fetch;
    const ids = [...new Set(Object.values(COINGECKO_IDS))].join(',');
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/simple/price?ids=${ids}&vs_currencies=eur,gbp,usd`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers['x-cg-demo-api-key'] = this.options.apiKey;
    const response = await fetcher(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000) });
    if (!response.ok) throw new PriceUnavailableError(`price feed answered ${response.status}`);
    const parsed = responseSchema.safeParse(await response.json());
    if (!parsed.success) throw new PriceUnavailableError('price feed sent an unexpected body');
    const quotes: Quotes = {};
    for (const [id, quote] of Object.entries(parsed.data)) {
      quotes[id] = Object.fromEntries(
        Object.entries(quote).map(([fiat, value]) => [fiat, exactDecimalFromNumber(value as number)]),
      );
    }
    return quotes;
  }

  private async quotes(): Promise<Quotes> {
    const now = this.now();
    if (this.table && now - this.table.at < (this.options.ttlMs ?? 60_000)) return this.table.quotes;
    this.inflight ??= this.load().finally(() => {
      this.inflight = null;
    });
    try {
      const quotes = await this.inflight;
      this.table = { at: now, quotes };
      return quotes;
    } catch (error) {
      if (this.table && now - this.table.at < (this.options.staleMs ?? 600_000)) return this.table.quotes;
      throw error instanceof PriceUnavailableError ? error : new PriceUnavailableError(String(error));
    }
  }

  private quote(quotes: Quotes, id: string, fiat: PriceFiat): ExactDecimal {
    const value = quotes[id]?.[FIAT_KEYS[fiat]];
    if (!value) throw new PriceUnavailableError(`no ${fiat} price for ${id}`);
    return value;
  }

  async price(coin: string, fiat: PriceFiat, at: Date): Promise<ExactRate> {
    const code = coin.toUpperCase();
    if (code === fiat) return { mantissa: 1n, scale: 0 };
    const id = COINGECKO_IDS[code];
    if (id) return normalizeExactDecimal(this.quote(await this.quotes(), id, fiat));
    if (code === 'EUR' || code === 'GBP' || code === 'USD') {
      // One unit of a fiat currency in another: the cross rate through bitcoin.
      const quotes = await this.quotes();
      return divide(this.quote(quotes, CROSS_ID, fiat), this.quote(quotes, CROSS_ID, code));
    }
    if (this.options.fallback && !(PRODUCTION_COIN_CODES as readonly string[]).includes(code)) {
      return this.options.fallback.price(code, fiat, at);
    }
    throw new PriceUnavailableError(`no price for ${coin}`);
  }
}
