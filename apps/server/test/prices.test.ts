import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  compareExactDecimals,
  formatExactDecimal,
  multiplyExactDecimals,
  parseDecimalRate,
  walletCoins,
} from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CoinGeckoPriceOracle,
  createPriceOracle,
  type ExactRate,
  PRICE_FIATS,
  PriceUnavailableError,
  REFERENCE_EUR,
  SandboxPriceOracle,
} from '../src/providers/prices';

const COINS = walletCoins({ production: false }).map((coin) => coin.code);
const seed = Buffer.alloc(32, 9);
const MINUTE = 60_000;
// 2000-01-01 to 2100-01-01
const time = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

function isExact(rate: ExactRate): boolean {
  return typeof rate.mantissa === 'bigint' && Number.isSafeInteger(rate.scale) && rate.scale >= 0 && rate.mantissa > 0n;
}

/** |a / b - 1| <= ppm / 10^6, in integers. */
function within(a: ExactRate, b: ExactRate, ppm: bigint): boolean {
  const scale = Math.max(a.scale, b.scale);
  const x = a.mantissa * 10n ** BigInt(scale - a.scale);
  const y = b.mantissa * 10n ** BigInt(scale - b.scale);
  const diff = x > y ? x - y : y - x;
  return diff * 1_000_000n <= y * ppm;
}

describe('sandbox price feed', () => {
  const oracle = new SandboxPriceOracle(seed);

  it('answers exact positive decimals, never floats, for every coin, fiat and time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COINS), fc.constantFrom(...PRICE_FIATS), time, async (coin, fiat, at) => {
        const rate = await oracle.price(coin, fiat, at);
        expect(isExact(rate)).toBe(true);
        expect(formatExactDecimal(rate)).toMatch(/^\d+(\.\d+)?$/);
        expect(Object.keys(rate).sort()).toEqual(['mantissa', 'scale']);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic for a seed and minute, across instances (a restart)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COINS), time, fc.nat({ max: MINUTE - 1 }), async (coin, at, offset) => {
        const minuteStart = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
        const again = new SandboxPriceOracle(Buffer.from(seed));
        expect(await again.price(coin, 'EUR', new Date(minuteStart.getTime() + offset))).toEqual(
          await oracle.price(coin, 'EUR', minuteStart),
        );
      }),
      { numRuns: 200 },
    );
    const other = new SandboxPriceOracle(Buffer.alloc(32, 10));
    const at = new Date(Date.UTC(2030, 0, 1));
    expect(await other.price('BTC', 'EUR', at)).not.toEqual(await oracle.price('BTC', 'EUR', at));
  });

  it('moves from minute to minute by less than 0.2%, and stays near its reference', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COINS), time, async (coin, at) => {
        const now = await oracle.price(coin, 'EUR', at);
        const next = await oracle.price(coin, 'EUR', new Date(at.getTime() + MINUTE));
        expect(within(next, now, 2_000n)).toBe(true);
        const reference = parseDecimalRate(REFERENCE_EUR[coin] ?? REFERENCE_EUR.USD!);
        const fiatLike = coin === 'EUR' || coin === 'GBP' || ['USDT', 'USDC', 'DAI'].includes(coin);
        expect(within(now, reference, fiatLike ? 31_000n : 401_000n), `${coin} ${formatExactDecimal(now)}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('actually moves: an hour of BTC is not flat, and it starts near 60000 EUR', async () => {
    const start = Date.UTC(2031, 5, 1);
    const hour = await Promise.all(
      Array.from({ length: 60 }, (_, i) => oracle.price('BTC', 'EUR', new Date(start + i * MINUTE))),
    );
    expect(new Set(hour.map(formatExactDecimal)).size).toBeGreaterThan(30);
    const first = await oracle.price('BTC', 'EUR', new Date(start));
    expect(within(first, parseDecimalRate('60000'), 400_000n)).toBe(true);
  });

  it('keeps fiat and stablecoins consistent: EUR is 1, a stablecoin is one USD, cross rates agree', async () => {
    const at = new Date(Date.UTC(2032, 2, 3, 4, 5));
    expect(await oracle.price('EUR', 'EUR', at)).toEqual({ mantissa: 1n, scale: 0 });
    for (const stable of ['USDT', 'USDC', 'DAI']) {
      expect(formatExactDecimal(await oracle.price(stable, 'USD', at))).toBe('1');
    }
    const btcEur = await oracle.price('BTC', 'EUR', at);
    const btcGbp = await oracle.price('BTC', 'GBP', at);
    const gbpEur = await oracle.price('GBP', 'EUR', at);
    // BTC in GBP × GBP in EUR is BTC in EUR, up to the 12-decimal rounding.
    expect(within(multiplyExactDecimals(btcGbp, gbpEur), btcEur, 1n)).toBe(true);
    expect(compareExactDecimals(btcGbp, btcEur)).toBe(-1);
  });

  it('refuses coins it has no price for', async () => {
    await expect(oracle.price('DOGE', 'EUR', new Date())).rejects.toBeInstanceOf(PriceUnavailableError);
  });
});

describe('CoinGecko adapter', () => {
  let server: Server;
  let baseUrl: string;
  let requests: string[] = [];
  let status = 200;
  const body = {
    bitcoin: { eur: 61234.56, gbp: 52000.1, usd: 66000 },
    ethereum: { eur: 3012.5, gbp: 2560, usd: 3250 },
    tether: { eur: 0.921, gbp: 0.78, usd: 1 },
    amon: { eur: 1.5e-7, gbp: 1.3e-7, usd: 1.6e-7 },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify(body) : '{"error":"down"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads /simple/price once per minute, exactly, and answers cross rates for fiat', async () => {
    requests = [];
    let now = 1_000_000;
    const fallback = new SandboxPriceOracle(seed);
    const oracle = new CoinGeckoPriceOracle({ baseUrl: `${baseUrl}/`, now: () => now, fallback });
    const at = new Date();
    expect(formatExactDecimal(await oracle.price('BTC', 'EUR', at))).toBe('61234.56');
    expect(formatExactDecimal(await oracle.price('AMN', 'EUR', at))).toBe('0.00000015');
    expect(formatExactDecimal(await oracle.price('usdt', 'USD', at))).toBe('1');
    // One EUR in GBP through bitcoin: 52000.1 / 61234.56, floored at 12 decimals.
    expect(formatExactDecimal(await oracle.price('EUR', 'GBP', at))).toBe('0.849195291025');
    expect(await oracle.price('GBP', 'GBP', at)).toEqual({ mantissa: 1n, scale: 0 });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!, 'http://x');
    expect(url.pathname).toBe('/api/v3/simple/price');
    expect(url.searchParams.get('vs_currencies')).toBe('eur,gbp,usd');
    expect(url.searchParams.get('ids')?.split(',')).toEqual(expect.arrayContaining(['bitcoin', 'ethereum', 'amon']));
    // The test token is not listed: the sandbox answers for it.
    expect(await oracle.price('ERC', 'EUR', at)).toEqual(await fallback.price('ERC', 'EUR', at));
    // A coin the feed did not return has no price (no silent zero).
    await expect(oracle.price('LTC', 'EUR', at)).rejects.toBeInstanceOf(PriceUnavailableError);

    now += 61_000;
    status = 503;
    // The feed is down: the last table serves for a while, then the price is unavailable.
    expect(formatExactDecimal(await oracle.price('ETH', 'EUR', at))).toBe('3012.5');
    expect(requests).toHaveLength(2);
    now += 600_000;
    await expect(oracle.price('ETH', 'EUR', at)).rejects.toBeInstanceOf(PriceUnavailableError);
    status = 200;
  });

  it('works with a mocked fetch too, and refuses a malformed body', async () => {
    const calls: string[] = [];
    const fetchStub = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ bitcoin: { eur: 'lots' } }), { status: 200 });
    }) as unknown as typeof fetch;
    const oracle = new CoinGeckoPriceOracle({ baseUrl: 'https://feed.test', fetch: fetchStub });
    await expect(oracle.price('BTC', 'EUR', new Date())).rejects.toBeInstanceOf(PriceUnavailableError);
    expect(calls[0]).toMatch(/^https:\/\/feed\.test\/simple\/price\?ids=/);
  });

  it('is chosen when COINGECKO_URL is set; a bad value fails at start', async () => {
    const source = { dataDir: '/nonexistent', nodeEnv: 'test' };
    expect(createPriceOracle(source, { COINGECKO_URL: baseUrl })).toBeInstanceOf(CoinGeckoPriceOracle);
    const sandbox = createPriceOracle(source, { PRICE_SEED: 'a-price-seed-for-tests' });
    expect(sandbox).not.toBeInstanceOf(CoinGeckoPriceOracle);
    const at = new Date(Date.UTC(2030, 0, 1));
    expect(await sandbox.price('BTC', 'EUR', at)).toEqual(
      await createPriceOracle(source, { PRICE_SEED: 'a-price-seed-for-tests' }).price('BTC', 'EUR', at),
    );
    expect(() => createPriceOracle(source, { COINGECKO_URL: 'not a url' })).toThrow(/COINGECKO_URL/);
  });
});
