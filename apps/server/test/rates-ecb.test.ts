import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  type BankRates,
  BankRatesUnavailableError,
  createBankRates,
  EcbBankRates,
  parseEcbXml,
  publicationOn,
  SandboxBankRates,
  sandboxDeviationPpm,
} from '../src/providers/rates';
import { FakeClock, MINUTE } from './helpers';
import { type EcbServer, ecbDaily, ecbHistory, ecbServer } from './rates-fixtures';

const NOW = Date.UTC(2024, 3, 10, 12);

describe('parseEcbXml', () => {
  it('reads the daily file, rates as published text', () => {
    expect(parseEcbXml(ecbDaily)).toEqual([
      { date: '2024-04-10', rates: { USD: '1.0860', JPY: '164.86', GBP: '0.85720', XDR: '0.8123' } },
    ]);
  });

  it('reads the historical file newest first, and finds the publication holding on a day', () => {
    const days = parseEcbXml(ecbHistory);
    expect(days.map((day) => day.date)).toEqual(['2024-04-10', '2024-04-08', '2024-04-05', '2024-03-28', '2023-12-29']);
    expect(publicationOn(days, '2024-04-06')?.date).toBe('2024-04-05');
    expect(publicationOn(days, '2024-04-01')?.rates.USD).toBe('1.0811');
    expect(publicationOn(days, '2024-04-10')?.date).toBe('2024-04-10');
    expect(publicationOn(days, '2023-12-28')).toBeNull();
  });

  it('sorts days given out of order and takes prefixed elements and spacing', () => {
    const xml = `<e:Cube><e:Cube time = "2024-01-02" ><e:Cube rate="1.1" currency="USD" /></e:Cube>
      <e:Cube time='2024-01-03'><e:Cube currency='USD' rate='1.2'/></e:Cube></e:Cube>`;
    expect(parseEcbXml(xml)).toEqual([
      { date: '2024-01-03', rates: { USD: '1.2' } },
      { date: '2024-01-02', rates: { USD: '1.1' } },
    ]);
  });

  it.each([
    ['no rates at all', '<html>Service unavailable</html>'],
    ['an empty document', ''],
    ['a rate outside a day', `<Cube><Cube currency='USD' rate='1.08'/></Cube>`],
    ['a bad day', `<Cube time='2024-02-30'><Cube currency='USD' rate='1.08'/></Cube>`],
    ['a decimal comma', `<Cube time='2024-04-10'><Cube currency='USD' rate='1,08'/></Cube>`],
    ['an exponent', `<Cube time='2024-04-10'><Cube currency='USD' rate='1e0'/></Cube>`],
    ['a negative rate', `<Cube time='2024-04-10'><Cube currency='USD' rate='-1.08'/></Cube>`],
    ['a zero rate', `<Cube time='2024-04-10'><Cube currency='USD' rate='0.000'/></Cube>`],
    ['a lower-case code', `<Cube time='2024-04-10'><Cube currency='usd' rate='1.08'/></Cube>`],
    ['a missing rate', `<Cube time='2024-04-10'><Cube currency='USD'/></Cube>`],
  ])('refuses %s', (_, xml) => {
    expect(() => parseEcbXml(xml)).toThrow(BankRatesUnavailableError);
  });
});

describe('sandbox bank', () => {
  it('moves each currency a little per day, deterministically, and keeps the pegs', () => {
    const day = 19_823; // 2024-04-10
    const moves = Array.from({ length: 60 }, (_, i) => sandboxDeviationPpm('USD', day + i));
    expect(new Set(moves).size).toBeGreaterThan(40);
    for (const move of moves) expect(Math.abs(move)).toBeLessThanOrEqual(18_000);
    expect(sandboxDeviationPpm('USD', day)).toBe(sandboxDeviationPpm('USD', day));
    expect(sandboxDeviationPpm('BGN', day)).toBe(0);
    expect(sandboxDeviationPpm('AED', day)).toBe(sandboxDeviationPpm('USD', day));
    expect(Math.abs(sandboxDeviationPpm('DKK', day))).toBeLessThanOrEqual(600);
  });

  it('refuses a day before the first publication', async () => {
    await expect(new SandboxBankRates(() => new Date(NOW)).ratesOn('1998-12-31')).rejects.toThrow(
      BankRatesUnavailableError,
    );
  });
});

describe('ECB adapter', () => {
  let ecb: EcbServer;
  let clock: FakeClock;
  const fallback: BankRates = new SandboxBankRates(() => new Date(NOW));

  beforeAll(async () => {
    ecb = await ecbServer({});
  });
  afterAll(() => ecb.close());
  beforeEach(() => {
    clock = new FakeClock(NOW);
    ecb.requests.length = 0;
    ecb.files = {
      'eurofxref-daily.xml': ecbDaily,
      'eurofxref-hist-90d.xml': ecbHistory,
      'eurofxref-hist.xml': ecbHistory,
    };
  });

  const adapter = (baseUrl = ecb.url) =>
    new EcbBankRates({ baseUrl, fallback, now: clock.now, timeoutMs: 300, refreshMs: 10 * MINUTE, retryMs: MINUTE });

  it('reads the latest from the daily file, dropping currencies the domain does not list', async () => {
    const rates = adapter();
    expect(await rates.ratesOn()).toEqual({
      date: '2024-04-10',
      rates: { USD: '1.0860', JPY: '164.86', GBP: '0.85720' },
    });
    expect(ecb.requests).toEqual(['eurofxref-daily.xml']);
  });

  it('reads recent days from the 90-day file and older ones from the full history', async () => {
    const rates = adapter();
    expect((await rates.ratesOn('2024-04-07')).date).toBe('2024-04-05');
    expect((await rates.ratesOn('2024-04-01')).rates.USD).toBe('1.0811');
    expect(ecb.requests).toEqual(['eurofxref-hist-90d.xml', 'eurofxref-hist-90d.xml']);
    expect((await rates.ratesOn('2024-01-01')).date).toBe('2023-12-29');
    expect(ecb.requests.at(-1)).toBe('eurofxref-hist.xml');
  });

  it('keeps a final publication for good, and asks again for one that may still come', async () => {
    const rates = adapter();
    await rates.ratesOn('2024-04-06');
    await Promise.all([rates.ratesOn('2024-04-09'), rates.ratesOn('2024-04-09')]);
    expect(ecb.requests).toHaveLength(2); // concurrent asks for one day share a fetch
    clock.advance(5 * MINUTE);
    await rates.ratesOn('2024-04-06');
    await rates.ratesOn('2024-04-09');
    expect(ecb.requests).toHaveLength(2);
    // 9 April has no publication in the file yet (8 April answers): after refreshMs it is fetched again.
    clock.advance(6 * MINUTE);
    expect((await rates.ratesOn('2024-04-09')).date).toBe('2024-04-08');
    await rates.ratesOn('2024-04-06');
    expect(ecb.requests).toHaveLength(3);
  });

  it.each([
    ['answers 500', 500],
    ['sends something that is not the rates format', '<html>maintenance</html>'],
    ['sends a broken rate', `<Cube time='2024-04-10'><Cube currency='USD' rate='1,0860'/></Cube>`],
    ['does not answer in time', 'hang'],
  ])('falls back to the built-in table when the bank %s', async (_, answer) => {
    ecb.files['eurofxref-hist-90d.xml'] = answer;
    ecb.files['eurofxref-daily.xml'] = answer;
    const rates = adapter();
    const day = await rates.ratesOn('2024-04-06');
    expect(day.date).toBe('2024-04-05');
    expect(day.fallback).toEqual(expect.any(String));
    expect({ date: day.date, rates: day.rates }).toEqual(await fallback.ratesOn('2024-04-06'));
    expect((await rates.ratesOn()).fallback).toEqual(expect.any(String));
  });

  it('falls back when nothing listens, then tries the bank again after retryMs', async () => {
    const dead = adapter(ecb.deadUrl);
    const latest = await dead.ratesOn();
    expect(latest.fallback).toMatch(/ECONNREFUSED/);
    expect(latest.date).toBe('2024-04-10');

    ecb.files['eurofxref-daily.xml'] = 503;
    const rates = adapter();
    expect((await rates.ratesOn()).fallback).toBe('eurofxref-daily.xml answered 503');
    ecb.files['eurofxref-daily.xml'] = ecbDaily;
    expect((await rates.ratesOn()).fallback).toBeDefined(); // the fallback answer is kept a minute
    clock.advance(MINUTE + 1);
    const recovered = await rates.ratesOn();
    expect(recovered.fallback).toBeUndefined();
    expect(recovered.rates.USD).toBe('1.0860');
  });

  it('falls back for a day the file does not reach back to', async () => {
    ecb.files['eurofxref-hist.xml'] = ecbHistory;
    const day = await adapter().ratesOn('2010-06-15');
    expect(day.fallback).toMatch(/no publication on or before 2010-06-15/);
    expect(day.date).toBe('2010-06-15');
  });
});

describe('configuration of the bank', () => {
  it('uses the sandbox bank unless BANK_RATES_URL is set, and limits 300 calls a minute by default', () => {
    const plain = loadConfig({});
    expect(plain).toMatchObject({ bankRatesUrl: undefined, ratesPerMinute: 300 });
    expect(createBankRates(plain, () => new Date(NOW))).toBeInstanceOf(SandboxBankRates);
    const ecb = loadConfig({ BANK_RATES_URL: 'https://www.ecb.europa.eu/stats/eurofxref', RATES_PER_MINUTE: '20' });
    expect(ecb).toMatchObject({ bankRatesUrl: 'https://www.ecb.europa.eu/stats/eurofxref', ratesPerMinute: 20 });
    expect(createBankRates(ecb, () => new Date(NOW))).toBeInstanceOf(EcbBankRates);
  });

  it.each([
    [{ BANK_RATES_URL: 'ecb' }, 'BANK_RATES_URL'],
    [{ RATES_PER_MINUTE: '0' }, 'RATES_PER_MINUTE'],
    [{ RATES_PER_MINUTE: 'many' }, 'RATES_PER_MINUTE'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });
});
