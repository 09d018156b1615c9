import { createHash } from 'node:crypto';
import type { ExchangeRate } from '@coffer/contract';
import {
  coinDecimals,
  compareExactDecimals,
  type DecimalRate,
  EXCHANGE_MAX_EUR,
  EXCHANGE_MIN_EUR,
  type ExactDecimal,
  exchangePrecision,
  formatAmount,
  formatExactDecimal,
  type PairLimits,
  pairLimits,
  parseExactDecimal,
  quoteRate,
  readRate,
  sortByWalletDisplayOrder,
  walletCoins,
} from '@coffer/domain';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { exchangeContexts } from './context-cache';

/**
 * Rates are derived, never stored one by one: a quote is the set of oracle EUR prices (and the spread)
 * of one moment, and every pair's rate is a pure function of it (`quoteRate`). The set is stored once
 * per distinct value, so a rate sent back with an exchange can be recognised for RATE_TTL_SECONDS on
 * every instance (docs/decisions/0010-exchange.md).
 */
export interface Quote {
  /** EUR price of each wallet coin the oracle could price; a coin without one cannot be exchanged. */
  prices: ReadonlyMap<string, ExactDecimal>;
  spread: string;
  /** When the set was last quoted; its rates are good until this plus the TTL. */
  quotedAt: Date;
}

/** The pair's numbers under a quote, or null when either coin has no price in it. */
export interface PairQuote {
  rate: DecimalRate;
  fromPrice: ExactDecimal;
  limits: PairLimits;
}

/** Wallet coins of this environment, in the spec's display order: every ordered pair of two is a pair. */
export function exchangeCoins(services: Pick<Services, 'config'>): string[] {
  return sortByWalletDisplayOrder(
    walletCoins({ production: services.config.production }).map((c) => c.code as string),
    (code) => code,
  );
}

/** unknown_pair unless both are wallet coins of this environment and differ. */
export function checkPair(services: Pick<Services, 'config'>, from: string, to: string): void {
  const coins = exchangeCoins(services);
  if (from === to || !coins.includes(from) || !coins.includes(to)) {
    throw new AppError('unknown_pair', `${from} to ${to} is not a pair of this exchange`);
  }
}

/** The largest single exchange in whole EUR: the decision's cap, or the daily limit when smaller. */
function maxEur(services: Pick<Services, 'config'>): number {
  const daily = Number(services.config.exchangeDailyLimitCents / 100n);
  return Math.min(EXCHANGE_MAX_EUR, daily);
}

export function pairQuote(
  services: Pick<Services, 'config'>,
  quote: Pick<Quote, 'prices' | 'spread'>,
  from: string,
  to: string,
): PairQuote | null {
  const fromPrice = quote.prices.get(from);
  const toPrice = quote.prices.get(to);
  const decimals = coinDecimals(from);
  if (!fromPrice || !toPrice || decimals === undefined) return null;
  const rate = quoteRate(fromPrice, toPrice, quote.spread);
  if (rate.mantissa <= 0n) return null;
  return { rate, fromPrice, limits: pairLimits(fromPrice, decimals, EXCHANGE_MIN_EUR, maxEur(services)) };
}

function canonical(prices: ReadonlyMap<string, ExactDecimal>): Record<string, string> {
  return Object.fromEntries(
    [...prices].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, p]) => [c, formatExactDecimal(p)]),
  );
}

/**
 * Prices every wallet coin now and records the set as quoted now (one upsert). A new set also clears
 * sets that can no longer be used, so the table stays a few rows long.
 */
export async function takeQuote(services: Services): Promise<Quote> {
  const at = services.now();
  const coins = exchangeCoins(services);
  const priced = await Promise.all(
    coins.map((coin) =>
      services.prices.price(coin, 'EUR', at).then(
        (price): [string, ExactDecimal] | null => (price.mantissa > 0n ? [coin, price] : null),
        () => null,
      ),
    ),
  );
  const prices = new Map(priced.filter((p): p is [string, ExactDecimal] => p !== null));
  const spread = services.config.exchangeSpreadPercent;
  const stored = canonical(prices);
  const hash = createHash('sha256')
    .update(JSON.stringify({ prices: stored, spread }))
    .digest('hex');
  const quotedAt = await storedQuote(services, hash, stored, spread, at);
  return { prices, spread, quotedAt };
}

/**
 * A set quoted again within this long after its stored time is not written again: the answer's expiry is
 * told from the stored time (at most this much sooner than a new write would give), so a set quoted by
 * every client at once costs one write, not one per quote. Stored times only grow, on any instance.
 */
export const QUOTE_REWRITE_MS = 1_000;

/** Per instance: each set's stored time as this instance last wrote it (ms), and the writes in flight. */
const quoteTimes = perDatabase(() => ({
  written: new Map<string, number>(),
  writing: new Map<string, Promise<void>>(),
}));

/** Records the set as quoted at `at` (unless it was within QUOTE_REWRITE_MS); returns the time its rates count from. */
async function storedQuote(
  services: Services,
  hash: string,
  stored: Record<string, string>,
  spread: string,
  at: Date,
): Promise<Date> {
  const times = quoteTimes(services.db);
  await times.writing.get(hash)?.catch(() => undefined);
  const known = times.written.get(hash);
  if (known !== undefined && known <= at.getTime() && at.getTime() - known < QUOTE_REWRITE_MS) return new Date(known);
  const write = (async () => {
    const [row] = await services.db.query<{ inserted: boolean }>(
      `INSERT INTO exchange_quotes (hash, prices, spread, last_quoted_at) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (hash) DO UPDATE SET last_quoted_at = GREATEST(exchange_quotes.last_quoted_at, EXCLUDED.last_quoted_at)
       RETURNING (xmax = 0) AS inserted`,
      [hash, JSON.stringify(stored), spread, at],
    );
    if (row?.inserted) {
      // A minute of slack for instances whose clocks differ a little.
      const stale = at.getTime() - services.config.rateTtlMs - 60_000;
      await services.db.query('DELETE FROM exchange_quotes WHERE last_quoted_at < $1', [new Date(stale)]);
      for (const [other, time] of times.written) if (time < stale) times.written.delete(other);
    }
    times.written.set(hash, Math.max(times.written.get(hash) ?? 0, at.getTime()));
  })();
  times.writing.set(hash, write);
  try {
    await write;
  } finally {
    if (times.writing.get(hash) === write) times.writing.delete(hash);
  }
  return at;
}

/** A quote as stored: the prices as decimal strings. */
export interface StoredQuote {
  prices: Record<string, string>;
  spread: string;
}

/** Quotes made after this moment are still good. */
export function liveSince(services: Services): Date {
  return new Date(services.now().getTime() - services.config.rateTtlMs);
}

/**
 * The live quote (newest first) whose rate for the pair is exactly `rateText`. None alive:
 * `rate_expired`; alive but none able to price the pair: `rate_unavailable`; a rate no live quote
 * gives (an old one, or one never quoted): `rate_expired`.
 */
export function matchQuote(
  services: Pick<Services, 'config'>,
  live: StoredQuote[],
  from: string,
  to: string,
  rateText: string,
): PairQuote & { rateText: string; prices: ReadonlyMap<string, ExactDecimal>; spread: string } {
  const rate = readRate(rateText);
  if (!rate) throw new AppError('bad_params', 'The rate must be a positive decimal as quoted');
  let priced = false;
  for (const stored of live) {
    const prices = new Map(Object.entries(stored.prices).map(([coin, p]) => [coin, parseExactDecimal(p)]));
    const pair = pairQuote(services, { prices, spread: stored.spread }, from, to);
    if (!pair) continue;
    priced = true;
    if (compareExactDecimals(pair.rate, rate) === 0) {
      return { ...pair, rateText: formatExactDecimal(pair.rate), prices, spread: stored.spread };
    }
  }
  if (live.length && !priced) throw new AppError('rate_unavailable', `No ${from} or ${to} price right now`);
  throw new AppError('rate_expired', 'This rate has expired: ask for a new one');
}

export interface Switches {
  /** Every pair is off (`exchange_disabled`). */
  all: boolean;
  /** Pairs switched off one by one, as "FROM:TO". */
  pairs: ReadonlySet<string>;
  /** Coins in maintenance (`ops coin maintenance`): no pair with them is exchangeable. */
  maintenance?: ReadonlySet<string>;
}

export const ALL = '*';

/**
 * The operator switches: from this instance's memory while it knows them (`ExchangeContexts`, dropped
 * the moment a switch changes anywhere), else read from the database and kept.
 */
export async function currentSwitches(services: Services): Promise<Switches> {
  const contexts = exchangeContexts(services.db);
  const known = contexts.knownSwitches();
  if (known) return known;
  const mark = contexts.mark();
  const switches = await readSwitches(services.db);
  contexts.keepSwitches(mark, switches);
  return switches;
}

/** Operator switches as the database holds them now. */
export async function readSwitches(db: Database): Promise<Switches> {
  const [rows, maintenance] = await Promise.all([
    db.query<{ from_coin: string; to_coin: string }>('SELECT from_coin, to_coin FROM exchange_disabled_pairs'),
    db.query<{ coin: string }>('SELECT coin FROM coin_flags WHERE maintenance'),
  ]);
  return switchesOf(
    rows.map((r) => [r.from_coin, r.to_coin]),
    maintenance.map((r) => r.coin),
  );
}

export function switchesOf(disabled: [string, string][], maintenance: string[] = []): Switches {
  const pairs = new Set(disabled.map(([from, to]) => `${from}:${to}`));
  return { all: pairs.has(`${ALL}:${ALL}`), pairs, maintenance: new Set(maintenance) };
}

/** A coin of the pair is in maintenance (docs/decisions/0017-coin-maintenance.md). */
function inMaintenance(switches: Switches, from: string, to: string): string | undefined {
  return [from, to].find((coin) => switches.maintenance?.has(coin));
}

/** exchange_disabled when everything is off, pair_not_exchangeable when this pair is. */
export function checkSwitches(switches: Switches, from: string, to: string): void {
  if (switches.all) throw new AppError('exchange_disabled', 'Exchange is switched off for now');
  if (switches.pairs.has(`${from}:${to}`)) {
    throw new AppError('pair_not_exchangeable', `${from} to ${to} cannot be exchanged for now`);
  }
  const paused = inMaintenance(switches, from, to);
  if (paused) throw new AppError('pair_not_exchangeable', `${paused} is under maintenance: it cannot be exchanged now`);
}

/** The wire shape of one pair under a quote. */
export function rateView(
  services: Pick<Services, 'config'>,
  quote: Quote,
  switches: Switches,
  from: string,
  to: string,
): ExchangeRate {
  const pair = pairQuote(services, quote, from, to);
  const precision = exchangePrecision(coinDecimals(from) ?? 0);
  if (!pair) {
    return {
      from,
      to,
      minAmount: null,
      maxAmount: null,
      precisionAmount: precision,
      exchangeable: false,
      rate: null,
      expiresAt: null,
    };
  }
  return {
    from,
    to,
    minAmount: formatAmount(pair.limits.min, precision),
    maxAmount: formatAmount(pair.limits.max, precision),
    precisionAmount: precision,
    exchangeable: !switches.all && !switches.pairs.has(`${from}:${to}`) && !inMaintenance(switches, from, to),
    rate: formatExactDecimal(pair.rate),
    expiresAt: new Date(quote.quotedAt.getTime() + services.config.rateTtlMs).toISOString(),
  };
}

/** GET /oracle/rates: every ordered pair of wallet coins. */
export async function listRates(services: Services): Promise<ExchangeRate[]> {
  const [quote, switches] = await Promise.all([takeQuote(services), currentSwitches(services)]);
  const coins = exchangeCoins(services);
  return coins.flatMap((from) =>
    coins.filter((to) => to !== from).map((to) => rateView(services, quote, switches, from, to)),
  );
}

/** GET /oracle/rates/{from}/{to}: refuses what POST /exchange would refuse before it looks at an amount. */
export async function getRate(services: Services, from: string, to: string): Promise<ExchangeRate> {
  checkPair(services, from, to);
  checkSwitches(await currentSwitches(services), from, to);
  const quote = await takeQuote(services);
  if (!pairQuote(services, quote, from, to))
    throw new AppError('rate_unavailable', `No ${from} or ${to} price right now`);
  return rateView(services, quote, { all: false, pairs: new Set() }, from, to);
}
