import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_MAX_EUR,
  EXCHANGE_MIN_EUR,
  exchangeAmountFrom,
  exchangeAmountTo,
  exchangeCashback,
  exchangePrecision,
  exchangeSide,
  exchangeValueCents,
  pairLimits,
  quoteRate,
  readRate,
  walletExchangeSide,
} from '../../src/exchange/index';
import { formatExactDecimal, parseExactDecimal } from '../../src/money/index';

const d = parseExactDecimal;

describe('quoteRate', () => {
  it.each([
    // BTC at 60000 EUR sold for EUR with a 0.5 % spread
    ['60000', '1', '0.5', '59700'],
    // EUR sold for BTC: 0.995 / 60000, ten significant digits, cut down
    ['1', '60000', '0.5', '0.00001658333333'],
    // ETH for BTC, no spread: trailing zeros dropped
    ['3000', '60000', '0', '0.05'],
    // AMN for BTC: a tiny rate keeps its ten significant digits
    ['0.002', '60000', '0.5', '0.00000003316666666'],
    // BTC for AMN: the integer part is kept whole
    ['60000', '0.002', '0.5', '29850000'],
    // GBP for EUR
    ['1.17', '1', '0.5', '1.16415'],
    // A spread with more decimals
    ['2', '3', '0.25', '0.665'],
    ['1', '3', '0', '0.3333333333'],
  ])('%s EUR for %s EUR at %s %% spread is %s', (from, to, spread, expected) => {
    expect(formatExactDecimal(quoteRate(d(from), d(to), spread))).toBe(expected);
  });

  it('never quotes above the fair rate less the spread', () => {
    const rate = quoteRate(d('1'), d('7'), '1');
    // 0.99 / 7 = 0.14142857142857...
    expect(formatExactDecimal(rate)).toBe('0.1414285714');
  });

  it.each([
    ['0', '1', '0.5'],
    ['1', '0', '0.5'],
    ['1', '1', '100'],
    ['1', '1', '-1'],
  ])('refuses prices %s and %s with spread %s', (from, to, spread) => {
    expect(() => quoteRate(d(from), d(to), spread)).toThrowError(expect.objectContaining({ code: 'invalid_decimal' }));
  });
});

describe('readRate', () => {
  it.each([
    ['59700', '59700'],
    ['0.50', '0.5'],
    ['0.00001658333333', '0.00001658333333'],
  ])('reads %s as %s', (text, expected) => {
    const rate = readRate(text);
    expect(rate && formatExactDecimal(rate)).toBe(expected);
  });

  it.each(['0', '0.000', '-1', '1e5', 'abc', '', ' 1'])('refuses %j', (text) => {
    expect(readRate(text)).toBeNull();
  });
});

describe('exchangeAmountFrom', () => {
  it.each([
    // 59700.00 EUR for BTC at 59700 EUR/BTC is 1 BTC
    [5_970_000n, 2, '59700', 8, 100_000_000n],
    // 1658 satoshis at 0.00001658333333 BTC/EUR: 0.99979... EUR, rounded down to 0.99
    [1658n, 8, '0.00001658333333', 2, 99n],
    // 0.05 BTC for ETH at 0.05 BTC/ETH is 1 ETH, shown at 8 decimals
    [5_000_000n, 8, '0.05', 8, 100_000_000n],
    [0n, 2, '1.5', 2, 0n],
  ] as const)('%i (%i dp) at %s needs %i (%i dp)', (amountTo, toDecimals, rate, precision, expected) => {
    expect(exchangeAmountFrom(amountTo, toDecimals, d(rate), precision)).toBe(expected);
  });

  it('never asks to sell more than buys the amount', () => {
    for (const amountTo of [1n, 999n, 123_456n, 10n ** 12n]) {
      const rate = d('0.0123456789');
      const from = exchangeAmountFrom(amountTo, 6, rate, 8);
      expect(exchangeAmountTo(from, 8, rate, 6) <= amountTo).toBe(true);
      expect(exchangeAmountTo(from + 1n, 8, rate, 6) >= amountTo - 1n).toBe(true);
    }
  });
});

describe('exchangeAmountTo', () => {
  it.each([
    // 1.00 EUR at 0.00001658333333 BTC/EUR is 1658.333333 satoshis: the platform keeps the fraction
    [100n, 2, '0.00001658333333', 8, 1658n],
    // 1 BTC at 59700 is 59700.00 EUR exactly
    [100_000_000n, 8, '59700', 2, 5_970_000n],
    // 1 satoshi is worth less than a cent: nothing is paid out, nothing is created
    [1n, 8, '59700', 2, 0n],
    // 1 ETH (18 decimals) for BTC at 0.05
    [10n ** 18n, 18, '0.05', 8, 5_000_000n],
    // 1 EUR for AMN (18 decimals) at 497.5 AMN/EUR
    [100n, 2, '497.5', 18, 497_500_000_000_000_000_000n],
    [0n, 2, '1.5', 2, 0n],
  ] as const)('%i (%i dp) at %s gives %i (%i dp)', (amount, fromDecimals, rate, toDecimals, expected) => {
    expect(exchangeAmountTo(amount, fromDecimals, d(rate), toDecimals)).toBe(expected);
  });

  it('loses less than one atomic unit to the platform and never pays more than the rate', () => {
    for (const amount of [1n, 7n, 99n, 12_345n, 987_654_321n]) {
      const rate = d('0.0123456789');
      const paid = exchangeAmountTo(amount, 8, rate, 6);
      // exact value in units of 10^-(6 + 10 + 8) of the target's atomic unit
      const exact = amount * rate.mantissa * 10n ** 6n;
      const scaled = paid * 10n ** BigInt(rate.scale + 8);
      expect(scaled <= exact).toBe(true);
      expect(exact - scaled < 10n ** BigInt(rate.scale + 8)).toBe(true);
    }
  });
});

describe('pairLimits and precision', () => {
  it.each([
    // BTC: 8 decimals; 1 EUR is 0.00001667 BTC rounded up, 10000 EUR 0.16666666 rounded down
    ['60000', 8, 8, 1667n, 16_666_666n],
    // EUR: cents
    ['1', 2, 2, 100n, 1_000_000n],
    // ETH has 18 decimals but amounts are typed with at most 8
    ['3000', 18, 8, 33_334n, 333_333_333n],
    // XRP: 6 decimals
    ['0.5', 6, 6, 2_000_000n, 20_000_000_000n],
  ] as const)(
    'a coin at %s EUR with %i decimals: precision %i, min %i, max %i',
    (price, decimals, precision, min, max) => {
      expect(pairLimits(d(price), decimals, EXCHANGE_MIN_EUR, EXCHANGE_MAX_EUR)).toEqual({ precision, min, max });
    },
  );

  it.each([
    [2, 2],
    [6, 6],
    [8, 8],
    [18, 8],
  ])('a coin with %i decimals is exchanged with at most %i', (decimals, expected) => {
    expect(exchangePrecision(decimals)).toBe(expected);
  });

  it.each([
    [100n, 2, '1', 100n],
    [100_000_000n, 8, '60000.005', 6_000_001n],
    [1_667n, 8, '60000', 100n],
  ] as const)('%i units (%i dp) at %s EUR are worth %i cents', (amount, decimals, price, cents) => {
    expect(exchangeValueCents(amount, decimals, d(price))).toBe(cents);
  });
});

describe('exchangeCashback', () => {
  it.each([
    // 100 EUR exchanged, 0.5 % spread = 0.50 EUR fee, 5 % of it = 0.025 EUR = 12.5 AMN at 0.002
    [10_000n, '0.5', '0.05', '0.002', 18, 12_500_000_000_000_000_000n],
    // 1 EUR, 0.5 % spread, 4 %: 0.0002 EUR of AMN at 0.0025
    [100n, '0.5', '0.04', '0.0025', 18, 80_000_000_000_000_000n],
    // cut toward zero at a 2-decimal coin
    [100n, '0.5', '0.05', '1', 2, 0n],
    // no cashback without a spread, a fraction or a value
    [10_000n, '0', '0.05', '0.002', 18, 0n],
    [10_000n, '0.5', '0', '0.002', 18, 0n],
    [0n, '0.5', '0.05', '0.002', 18, 0n],
  ] as const)(
    '%i cents at %s %% spread and %s cashback in a coin at %s: %i',
    (valueCents, spread, fraction, price, decimals, expected) => {
      expect(exchangeCashback({ valueCents, spreadPercent: spread, fraction, price: d(price), decimals })).toBe(
        expected,
      );
    },
  );
});

describe('sides', () => {
  it.each([
    ['BTC', 'EUR', 'SELL'],
    ['USDT', 'GBP', 'SELL'],
    ['EUR', 'BTC', 'BUY'],
    ['BTC', 'ETH', 'BUY'],
    ['EUR', 'GBP', 'BUY'],
  ] as const)('%s to %s is %s', (from, to, side) => {
    expect(exchangeSide(from, to)).toBe(side);
  });

  it('names the side as each wallet of the pair sees it', () => {
    const exchange = { walletFromId: 'w-from' };
    expect(walletExchangeSide('w-from', exchange)).toBe('SELL');
    expect(walletExchangeSide('w-to', exchange)).toBe('BUY');
  });
});
