import { describe, expect, it } from 'vitest';
import { formatEarnRate, parseEarnRates } from '../../src/earn/index';

describe('parseEarnRates', () => {
  it.each([
    ['EUR:4,GBP:3.5,BTC:1', { EUR: 40_000n, GBP: 35_000n, BTC: 10_000n }],
    [' eur : 4 , usdt:6 ', { EUR: 40_000n, USDT: 60_000n }],
    ['DAI:0.0001', { DAI: 1n }],
    ['ETH:100', { ETH: 1_000_000n }],
    ['', {}],
    ['none', {}],
    ['NONE', {}],
  ])('reads %j', (text, rates) => {
    expect(parseEarnRates(text)).toEqual({ ok: true, rates });
  });

  it.each([
    ['XYZ:4', 'not COIN:percent'],
    ['EUR', 'a percent'],
    ['EUR:4:5', 'not COIN:percent'],
    ['EUR:4,EUR:5', 'listed twice'],
    ['EUR:0', 'above 0'],
    ['EUR:100.0001', 'at most 100'],
    ['EUR:0.00001', 'at most 4 decimals'],
    ['EUR:-1', 'a percent'],
    ['EUR:1e2', 'a percent'],
    ['EUR:4,', 'not COIN:percent'],
  ])('refuses %j', (text, reason) => {
    const result = parseEarnRates(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });
});

describe('formatEarnRate', () => {
  it.each([
    [40_000n, '4'],
    [35_000n, '3.5'],
    [1n, '0.0001'],
    [1_000_000n, '100'],
  ])('%s ppm is %s %%', (ppm, text) => {
    expect(formatEarnRate(ppm)).toBe(text);
  });
});
