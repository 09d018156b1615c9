import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/constants';
import {
  formatDate,
  formatFileDate,
  formatPdfDate,
  formatPdfDateTime,
  formatUtcTime,
  shortMonthName,
  statementFileName,
} from '../../src/format/index';

const MARCH_5_2024 = Date.UTC(2024, 2, 5, 23, 59);

describe('dates in UTC (spec §9)', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: the month table agrees with Intl.DateTimeFormat', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      // The last moment of the month in UTC: already the next month east of Greenwich.
      const instant = Date.UTC(2024, month + 1, 1) - 1;
      expect(shortMonthName(instant, locale)).toBe(intl.format(instant));
    }
  });

  it.each([
    ['en', '05 Mar 2024'],
    ['it', '05 mar 2024'],
    ['es', '05 mar 2024'],
    ['pt', '05 mar. 2024'],
    ['fr', '05 mars 2024'],
  ] as const)('DD MMM YYYY in %s is %j', (locale, expected) => {
    expect(formatDate(MARCH_5_2024, locale)).toBe(expected);
  });

  it('uses UTC, not the host time zone, and accepts a Date', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan east of Greenwich.
    expect(formatDate(new Date(Date.UTC(2023, 11, 31, 23, 30)))).toBe('31 Dec 2023');
    expect(formatDate(Date.UTC(2024, 0, 1, 0, 0))).toBe('01 Jan 2024');
  });

  it.each([
    [Date.UTC(2024, 2, 5), 'en', '05 Mar, 2024'],
    [Date.UTC(2024, 11, 25), 'en', '25 Dec, 2024'],
    [Date.UTC(2024, 4, 1), 'it', '01 mag, 2024'],
  ] as const)('PDF date of %s in %s is %j', (instant, locale, expected) => {
    expect(formatPdfDate(instant, locale)).toBe(expected);
  });

  it.each([
    [Date.UTC(2024, 2, 5, 14, 3), '05 Mar, 2024 14:03'],
    [Date.UTC(2024, 2, 5, 0, 0), '05 Mar, 2024 00:00'],
    [MARCH_5_2024, '05 Mar, 2024 23:59'],
  ])('PDF transaction row of %s is %j', (instant, expected) => {
    expect(formatPdfDateTime(instant)).toBe(expected);
  });

  it('formats time as 24-hour HH:mm', () => {
    expect(formatUtcTime(Date.UTC(2024, 0, 1, 9, 7, 59))).toBe('09:07');
  });

  it.each([Number.NaN, new Date(Number.NaN)])('refuses an invalid date %s', (instant) => {
    expect(() => formatDate(instant)).toThrow(RangeError);
  });
});

describe('statement file names (spec §9)', () => {
  it.each([
    ['BTC', 'statement', MARCH_5_2024, 'BTC-statement-05-03-2024.pdf'],
    ['EUR', 'account-confirmation', Date.UTC(2023, 11, 31), 'EUR-account-confirmation-31-12-2023.pdf'],
    ['USDT', 'Wallet Statement', Date.UTC(2024, 0, 9), 'USDT-Wallet-Statement-09-01-2024.pdf'],
    ['../x', 'a/b', Date.UTC(2024, 0, 9), 'x-a-b-09-01-2024.pdf'],
    ['', '', Date.UTC(2024, 0, 9), 'file-file-09-01-2024.pdf'],
  ])('%j %j on %s is %j', (wallet, kind, instant, expected) => {
    expect(statementFileName(wallet, kind, instant)).toBe(expected);
  });

  it('uses DD-MM-YYYY', () => {
    expect(formatFileDate(Date.UTC(2024, 2, 5))).toBe('05-03-2024');
  });
});
