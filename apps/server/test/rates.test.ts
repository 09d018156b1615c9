import { BANK_RATE_FALLBACK, parseDecimalRate } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type BankRates, type BankRateTable, SandboxBankRates } from '../src/providers/rates';
import { FakeClock, freshDatabase, MINUTE, type TestApp, type TestDatabase, testApp, testConfig } from './helpers';
import { type EcbServer, ecbDaily, ecbHistory, ecbServer, within } from './rates-fixtures';

const QUOTED = Object.keys(BANK_RATE_FALLBACK).sort();
// Wednesday 10 April 2024, midday UTC.
const NOW = Date.UTC(2024, 3, 10, 12);

type RatesBody = { base: string; date: string; rates: Record<string, string> };

describe('POST /api/rates (sandbox bank)', () => {
  let t: TestApp;
  const clock = new FakeClock(NOW);
  const sandbox = new SandboxBankRates(clock.now);

  beforeAll(async () => {
    t = await testApp({ ratesPerMinute: 1000 }, { now: clock.now });
  });
  afterAll(() => t.close());

  const rates = (payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rates',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers the latest publication without a body, with an empty body, and with no date', async () => {
    for (const payload of [undefined, {}, { other: 'ignored' }]) {
      const res = await rates(payload);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as RatesBody;
      expect(body.base).toBe('EUR');
      expect(body.date).toBe('2024-04-10');
      expect(Object.keys(body.rates).sort()).toEqual(QUOTED);
      expect(body).toEqual({ base: 'EUR', ...sandbox.tableOf('2024-04-10') });
    }
  });

  it('sends every rate as exact decimal text near its reference, never as a JSON number', async () => {
    const res = await rates({});
    expect(res.body).not.toMatch(/"[A-Z]{3}":\d/);
    const body = res.json() as RatesBody;
    for (const [code, rate] of Object.entries(body.rates)) {
      expect(typeof rate).toBe('string');
      // Same decimals as the reference (the ECB's way of writing that currency), within ±2%.
      const reference = BANK_RATE_FALLBACK[code as keyof typeof BANK_RATE_FALLBACK];
      expect(rate.split('.')[1]?.length, code).toBe(reference.split('.')[1]?.length);
      expect(within(parseDecimalRate(rate), parseDecimalRate(reference), 20_000n), `${code} ${rate}`).toBe(true);
    }
    expect(body.rates.BGN).toBe('1.9558');
  });

  it('answers a given weekday with that day, the same on every call, and different on another day', async () => {
    const first = (await rates({ date: '2024-04-03' })).json() as RatesBody;
    const again = (await rates({ date: '2024-04-03' })).json() as RatesBody;
    expect(first.date).toBe('2024-04-03');
    expect(again).toEqual(first);
    expect(new SandboxBankRates(() => new Date(0)).tableOf('2024-04-03').rates).toEqual(first.rates);
    const other = (await rates({ date: '2024-04-04' })).json() as RatesBody;
    expect(other.date).toBe('2024-04-04');
    expect(other.rates).not.toEqual(first.rates);
    expect(other.rates.BGN).toBe(first.rates.BGN);
  });

  it('answers a weekend and a holiday with the last publication before it', async () => {
    const friday = (await rates({ date: '2024-04-05' })).json() as RatesBody;
    const saturday = (await rates({ date: '2024-04-06' })).json() as RatesBody;
    const sunday = (await rates({ date: '2024-04-07' })).json() as RatesBody;
    expect(saturday).toEqual(friday);
    expect(sunday).toEqual(friday);
    expect(saturday.date).toBe('2024-04-05');
    const easterMonday = (await rates({ date: '2024-04-01' })).json() as RatesBody;
    expect(easterMonday.date).toBe('2024-03-28');
    expect(easterMonday).toEqual((await rates({ date: '2024-03-28' })).json());
    expect(((await rates({ date: '2023-12-26' })).json() as RatesBody).date).toBe('2023-12-22');
  });

  it('follows the clock for the latest: a Sunday answers Friday, and today is allowed', async () => {
    clock.ms = Date.UTC(2024, 3, 14, 9); // Sunday
    try {
      expect(((await rates()).json() as RatesBody).date).toBe('2024-04-12');
      const today = await rates({ date: '2024-04-14' });
      expect(today.statusCode).toBe(200);
      expect((today.json() as RatesBody).date).toBe('2024-04-12');
    } finally {
      clock.ms = NOW;
    }
  });

  it('serves the first publication day, 4 January 1999', async () => {
    const res = await rates({ date: '1999-01-04' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as RatesBody).date).toBe('1999-01-04');
  });

  it.each([
    ['a future day', { date: '2024-04-11' }],
    ['far in the future', { date: '2099-01-01' }],
    ['before the first publication', { date: '1999-01-03' }],
    ['long before', { date: '1970-01-01' }],
    ['not a calendar day', { date: '2024-02-30' }],
    ['a 13th month', { date: '2024-13-01' }],
    ['no zero padding', { date: '2024-4-1' }],
    ['a timestamp', { date: '2024-04-01T00:00:00Z' }],
    ['another order', { date: '01-04-2024' }],
    ['too long', { date: `2024-04-01${'0'.repeat(200)}` }],
    ['empty', { date: '' }],
    ['a number', { date: 20240401 }],
    ['null', { date: null }],
    ['an array body', [{ date: '2024-04-01' }]],
  ])('refuses %s with bad_params', async (_, payload) => {
    const res = await rates(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it.each([
    ['broken JSON', '{"date":', 'application/json', 'bad_request'],
    ['a JSON string', '"2024-04-01"', 'application/json', 'bad_params'],
    ['plain text', '2024-04-01', 'text/plain', 'bad_params'],
  ])('refuses a body of %s with %s', async (_, payload, type, code) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/rates', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });
});

describe('POST /api/rates: limits and services', () => {
  it('is public and limited per address', async () => {
    const clock = new FakeClock(NOW);
    const t = await testApp({ ratesPerMinute: 3 }, { now: clock.now });
    try {
      const codes = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.app.inject({ method: 'POST', url: '/api/rates', payload: {} });
        codes.push(res.statusCode === 200 ? 'ok' : res.json().code);
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'rate_limited']);
      clock.advance(MINUTE + 1);
      expect((await t.app.inject({ method: 'POST', url: '/api/rates', payload: {} })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers from the bankRates service, which tests can replace', async () => {
    const asked: (string | undefined)[] = [];
    const stub: BankRates = {
      ratesOn: async (day) => {
        asked.push(day);
        return { date: '2024-04-09', rates: { USD: '1.0865', GBP: '0.85520' } } satisfies BankRateTable;
      },
    };
    const t = await testApp({}, { now: () => new Date(NOW), bankRates: stub });
    try {
      const latest = await t.app.inject({ method: 'POST', url: '/api/rates' });
      const day = await t.app.inject({ method: 'POST', url: '/api/rates', payload: { date: '2024-04-09' } });
      expect(latest.json()).toEqual({ base: 'EUR', date: '2024-04-09', rates: { USD: '1.0865', GBP: '0.85520' } });
      expect(day.statusCode).toBe(200);
      expect(asked).toEqual([undefined, '2024-04-09']);
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/rates with BANK_RATES_URL (ECB-style feed)', () => {
  let ecb: EcbServer;
  let dbh: TestDatabase;
  const lines: string[] = [];

  beforeAll(async () => {
    ecb = await ecbServer({
      'eurofxref-daily.xml': ecbDaily,
      'eurofxref-hist-90d.xml': ecbHistory,
      'eurofxref-hist.xml': ecbHistory,
    });
    dbh = await freshDatabase();
  });
  afterAll(async () => {
    await ecb.close();
    await dbh.drop();
  });

  async function appWith(url: string) {
    const app = await buildApp(
      {
        config: testConfig({ logLevel: 'warn', bankRatesUrl: url }),
        db: dbh.db,
        services: { now: () => new Date(NOW) },
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await app.ready();
    return app;
  }

  it('answers the bank’s own publication, known currencies only', async () => {
    const app = await appWith(ecb.url);
    try {
      const latest = (await app.inject({ method: 'POST', url: '/api/rates' })).json() as RatesBody;
      expect(latest.date).toBe('2024-04-10');
      expect(latest.rates.USD).toBe('1.0860');
      expect(latest.rates.GBP).toBe('0.85720');
      expect(latest.rates.XDR).toBeUndefined();
      const saturday = (
        await app.inject({ method: 'POST', url: '/api/rates', payload: { date: '2024-04-06' } })
      ).json();
      expect(saturday).toEqual({
        base: 'EUR',
        date: '2024-04-05',
        rates: { USD: '1.0837', JPY: '164.10', GBP: '0.85713' },
      });
      expect(lines.filter((line) => line.includes('bank rates unavailable'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('falls back to the built-in table when the bank fails, and logs a warning', async () => {
    const app = await appWith(ecb.deadUrl);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/rates', payload: { date: '2024-04-06' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ base: 'EUR', ...new SandboxBankRates(() => new Date(NOW)).tableOf('2024-04-05') });
      const warning = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg?.includes('bank rates unavailable'));
      expect(warning).toMatchObject({ level: 40, day: '2024-04-06' });
      expect(warning.reason).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});
