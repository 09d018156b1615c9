import type { CoinDetail, MarketChart, MarketCoin, MarketGlobal, MarketVsCurrency } from '@coffer/contract';
import type { PriceFiat, PriceOracle } from '../prices/types';
import { SANDBOX_COINS, type SandboxCoin, sandboxCoin, sandboxCoinImage } from './sandbox-coins';
import { DAY_MINUTES, HOUR_MINUTES, MINUTE_MS, SANDBOX_HISTORY_DAYS, SandboxMarketPrices } from './sandbox-prices';
import { type MarketDataProvider, MarketNotFoundError, type MarketsRequest } from './types';

const VS: readonly MarketVsCurrency[] = ['usd', 'eur', 'gbp'];
const fiat = (vs: MarketVsCurrency) => vs.toUpperCase() as PriceFiat;
const round = (value: number, digits = 10) => Number(value.toPrecision(digits));
const percent = (now: number, before: number) => (before === 0 ? null : round(((now - before) / before) * 100, 6));

/** Minutes of a chart's points: CoinGecko's granularity (5-minutely for 1 day, hourly to 90, daily beyond). */
export function chartMinutes(days: number | 'max', minute: number): number[] {
  const points: number[] = [];
  const firstDay = Math.floor(minute / DAY_MINUTES) - SANDBOX_HISTORY_DAYS;
  if (days === 'max' || days > 90) {
    const today = Math.floor(minute / DAY_MINUTES);
    const from = days === 'max' ? firstDay : Math.max(firstDay, today - days);
    for (let day = from; day <= today; day++) points.push(day * DAY_MINUTES);
  } else {
    const step = days === 1 ? 5 : HOUR_MINUTES;
    const start = minute - days * DAY_MINUTES;
    for (let m = Math.ceil(start / step) * step; m < minute; m += step) points.push(m);
  }
  if (points[points.length - 1] !== minute) points.push(minute);
  return points;
}

/** The sandbox's CoinGecko: deterministic, consistent with the price oracle (decision 0027). */
export class SandboxMarketData implements MarketDataProvider {
  readonly kind = 'sandbox';
  readonly prices: SandboxMarketPrices;

  constructor(oracle: PriceOracle, seed: Buffer) {
    this.prices = new SandboxMarketPrices(oracle, seed);
  }

  epoch(now: Date): string {
    return String(Math.floor(now.getTime() / MINUTE_MS));
  }

  private price(coin: SandboxCoin, vs: MarketVsCurrency, minute: number): Promise<number> {
    return this.prices.priceAt(coin, fiat(vs), minute);
  }

  private volume(coin: SandboxCoin, price: number, minute: number): number {
    return round(price * coin.supply * coin.turnover * this.prices.activity(coin.id, minute), 8);
  }

  /** Every coin with its USD market cap now, ranked (CoinGecko ranks by market cap). */
  private async ranked(minute: number): Promise<{ coin: SandboxCoin; usd: number; rank: number }[]> {
    const rows = await Promise.all(
      SANDBOX_COINS.map(async (coin) => ({ coin, usd: await this.price(coin, 'usd', minute), rank: 0 })),
    );
    rows.sort((a, b) => b.usd * b.coin.supply - a.usd * a.coin.supply || a.coin.id.localeCompare(b.coin.id));
    rows.forEach((row, index) => {
      row.rank = index + 1;
    });
    return rows;
  }

  async global(now: Date): Promise<MarketGlobal> {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const totals: Record<string, number> = {};
    const volumes: Record<string, number> = {};
    let before = 0;
    const ranked = await this.ranked(minute);
    for (const vs of VS) {
      let cap = 0;
      let volume = 0;
      for (const { coin } of ranked) {
        const price = await this.price(coin, vs, minute);
        cap += price * coin.supply;
        volume += this.volume(coin, price, minute);
        if (vs === 'usd') before += (await this.price(coin, 'usd', minute - DAY_MINUTES)) * coin.supply;
      }
      totals[vs] = round(cap, 12);
      volumes[vs] = round(volume, 12);
    }
    const totalUsd = totals.usd ?? 1;
    const dominance = Object.fromEntries(
      ranked.slice(0, 10).map(({ coin, usd }) => [coin.symbol, round(((usd * coin.supply) / totalUsd) * 100, 6)]),
    );
    return {
      data: {
        active_cryptocurrencies: SANDBOX_COINS.length,
        markets: SANDBOX_COINS.length * 8,
        total_market_cap: totals,
        total_volume: volumes,
        market_cap_percentage: dominance,
        market_cap_change_percentage_24h_usd: percent(totalUsd, before),
        updated_at: Math.floor(now.getTime() / 1000),
      },
    };
  }

  async markets(request: MarketsRequest, now: Date): Promise<MarketCoin[]> {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    let rows = await this.ranked(minute);
    if (request.ids) {
      const wanted = new Set(request.ids);
      rows = rows.filter((row) => wanted.has(row.coin.id));
    }
    const volumeOf = (row: (typeof rows)[number]) => this.volume(row.coin, row.usd, minute);
    const sorters: Record<MarketsRequest['order'], (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
      market_cap_desc: (a, b) => a.rank - b.rank,
      market_cap_asc: (a, b) => b.rank - a.rank,
      volume_desc: (a, b) => volumeOf(b) - volumeOf(a),
      volume_asc: (a, b) => volumeOf(a) - volumeOf(b),
      id_asc: (a, b) => a.coin.id.localeCompare(b.coin.id),
      id_desc: (a, b) => b.coin.id.localeCompare(a.coin.id),
    };
    rows.sort(sorters[request.order]);
    const page = rows.slice((request.page - 1) * request.per_page, request.page * request.per_page);
    const periods = new Set((request.price_change_percentage ?? '').split(','));
    return Promise.all(
      page.map((row) =>
        this.marketCoin(row.coin, row.rank, request.vs_currency, minute, now, request.sparkline, periods),
      ),
    );
  }

  private async marketCoin(
    coin: SandboxCoin,
    rank: number,
    vs: MarketVsCurrency,
    minute: number,
    now: Date,
    sparkline: boolean,
    periods: Set<string>,
  ): Promise<MarketCoin> {
    const price = await this.price(coin, vs, minute);
    const dayAgo = await this.price(coin, vs, minute - DAY_MINUTES);
    const lastDay = await Promise.all(chartMinutes(1, minute).map((m) => this.price(coin, vs, m)));
    const week = sparkline || periods.has('7d') ? await this.sparkline(coin, vs, minute) : [];
    return {
      id: coin.id,
      symbol: coin.symbol,
      name: coin.name,
      image: sandboxCoinImage(coin.symbol),
      current_price: price,
      market_cap: round(price * coin.supply, 12),
      market_cap_rank: rank,
      total_volume: this.volume(coin, price, minute),
      high_24h: Math.max(...lastDay),
      low_24h: Math.min(...lastDay),
      price_change_24h: round(price - dayAgo, 8),
      price_change_percentage_24h: percent(price, dayAgo),
      circulating_supply: coin.supply,
      total_supply: coin.maxSupply ?? coin.supply,
      max_supply: coin.maxSupply,
      last_updated: now.toISOString(),
      ...(sparkline ? { sparkline_in_7d: { price: week } } : {}),
      ...(periods.has('7d') ? { price_change_percentage_7d_in_currency: percent(price, week[0] ?? price) } : {}),
    };
  }

  /** 168 hourly points ending now (CoinGecko's 7-day sparkline). */
  private sparkline(coin: SandboxCoin, vs: MarketVsCurrency, minute: number): Promise<number[]> {
    const hour = Math.floor(minute / HOUR_MINUTES) * HOUR_MINUTES;
    const minutes = Array.from({ length: 167 }, (_, i) => hour - (166 - i) * HOUR_MINUTES);
    return Promise.all([...minutes, minute].map((m) => this.price(coin, vs, m)));
  }

  async coin(id: string, now: Date): Promise<CoinDetail> {
    const coin = sandboxCoin(id);
    if (!coin) throw new MarketNotFoundError(id);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const ranked = await this.ranked(minute);
    const rank = ranked.find((row) => row.coin.id === id)?.rank ?? null;
    const per = async (at: (vs: MarketVsCurrency) => Promise<number>) =>
      Object.fromEntries(await Promise.all(VS.map(async (vs) => [vs, await at(vs)] as const)));
    const history = await per(async (vs) => Math.max(...(await this.series(coin, vs, 'max', minute))));
    const lows = await per(async (vs) => Math.min(...(await this.series(coin, vs, 'max', minute))));
    const usd = await this.price(coin, 'usd', minute);
    const change = async (minutes: number) => percent(usd, await this.price(coin, 'usd', minute - minutes));
    const dayUsd = await Promise.all(chartMinutes(1, minute).map((m) => this.price(coin, 'usd', m)));
    const scale = async (vs: MarketVsCurrency, value: number) =>
      vs === 'usd' ? value : round((value * (await this.price(coin, vs, minute))) / usd);
    return {
      id: coin.id,
      symbol: coin.symbol,
      name: coin.name,
      market_cap_rank: rank,
      image: {
        thumb: sandboxCoinImage(coin.symbol),
        small: sandboxCoinImage(coin.symbol),
        large: sandboxCoinImage(coin.symbol),
      },
      description: { en: '' },
      links: { homepage: [] },
      market_data: {
        current_price: await per((vs) => this.price(coin, vs, minute)),
        market_cap: await per(async (vs) => round((await this.price(coin, vs, minute)) * coin.supply, 12)),
        total_volume: await per(async (vs) => this.volume(coin, await this.price(coin, vs, minute), minute)),
        high_24h: await per((vs) => scale(vs, Math.max(...dayUsd))),
        low_24h: await per((vs) => scale(vs, Math.min(...dayUsd))),
        price_change_percentage_24h: await change(DAY_MINUTES),
        price_change_percentage_7d: await change(7 * DAY_MINUTES),
        price_change_percentage_30d: await change(30 * DAY_MINUTES),
        price_change_percentage_1y: await change(365 * DAY_MINUTES),
        ath: history,
        atl: lows,
        circulating_supply: coin.supply,
        total_supply: coin.maxSupply ?? coin.supply,
        max_supply: coin.maxSupply,
        last_updated: now.toISOString(),
      },
      last_updated: now.toISOString(),
    };
  }

  private series(coin: SandboxCoin, vs: MarketVsCurrency, days: number | 'max', minute: number): Promise<number[]> {
    return Promise.all(chartMinutes(days, minute).map((m) => this.price(coin, vs, m)));
  }

  async chart(id: string, vs: MarketVsCurrency, days: number | 'max', now: Date): Promise<MarketChart> {
    const coin = sandboxCoin(id);
    if (!coin) throw new MarketNotFoundError(id);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const minutes = chartMinutes(days, minute);
    const prices = await Promise.all(minutes.map((m) => this.price(coin, vs, m)));
    const at = (index: number) => (index === minutes.length - 1 ? now.getTime() : (minutes[index] ?? 0) * MINUTE_MS);
    return {
      prices: prices.map((price, i) => [at(i), price]),
      market_caps: prices.map((price, i) => [at(i), round(price * coin.supply, 12)]),
      total_volumes: prices.map((price, i) => [at(i), this.volume(coin, price, minutes[i] ?? minute)]),
    };
  }
}
