import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  dayOfNumber,
  easterSunday,
  FIRST_PUBLICATION_DAY,
  isIsoDay,
  isPublicationDay,
  isTargetHoliday,
  publicationDay,
} from '../../src/fiat/index';

describe('calendar days', () => {
  it.each([
    ['1970-01-01', 0],
    ['1999-01-04', 10_595],
    ['2024-02-29', 19_782],
    ['2030-01-01', 21_915],
  ])('%s is day %i, and back', (day, number) => {
    expect(dayNumber(day)).toBe(number);
    expect(dayOfNumber(number)).toBe(day);
    expect(isIsoDay(day)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-4-1',
    '20240401',
    '2024-04-01T00:00:00Z',
    ' 2024-04-01',
    '0099-01-01',
    '',
  ])('%j is not a calendar day', (text) => {
    expect(dayNumber(text)).toBeNull();
    expect(isIsoDay(text)).toBe(false);
  });
});

describe('easterSunday', () => {
  it.each([
    [1999, '1999-04-04'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('in %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});

describe('TARGET holidays', () => {
  it.each([
    ['2024-01-01', true],
    ['2024-03-29', true], // Good Friday
    ['2024-04-01', true], // Easter Monday
    ['2024-05-01', true],
    ['2024-12-25', true],
    ['2024-12-26', true],
    ['2025-04-18', true],
    ['2025-04-21', true],
    ['2024-03-31', false], // Easter Sunday is a Sunday, not a listed holiday
    ['2024-03-28', false],
    ['2024-12-24', false],
    ['2024-12-31', false],
    ['2024-05-09', false], // Ascension is not a TARGET holiday
  ])('%s → %s', (day, holiday) => {
    expect(isTargetHoliday(day)).toBe(holiday);
  });
});

describe('publicationDay', () => {
  it.each([
    ['2024-04-03', '2024-04-03', 'a Wednesday is its own publication'],
    ['2024-04-05', '2024-04-05', 'a Friday'],
    ['2024-04-06', '2024-04-05', 'Saturday answers Friday'],
    ['2024-04-07', '2024-04-05', 'Sunday answers Friday'],
    ['2024-04-01', '2024-03-28', 'Easter Monday answers the Thursday before Good Friday'],
    ['2024-03-31', '2024-03-28', 'Easter Sunday'],
    ['2024-03-29', '2024-03-28', 'Good Friday'],
    ['2024-01-01', '2023-12-29', 'New Year on a Monday answers the Friday before'],
    ['2025-01-01', '2024-12-31', 'New Year on a Wednesday'],
    ['2024-12-26', '2024-12-24', 'Christmas and Boxing Day'],
    ['2025-12-26', '2025-12-24', 'Boxing Day on a Friday'],
    ['2022-12-26', '2022-12-23', 'Boxing Day on a Monday, Christmas on the Sunday'],
    ['2024-05-01', '2024-04-30', 'Labour Day'],
    ['2021-05-01', '2021-04-30', 'Labour Day on a Saturday'],
    ['2020-02-29', '2020-02-28', 'a leap-day Saturday'],
    ['2021-03-01', '2021-03-01', 'a Monday after February'],
    ['1999-01-04', '1999-01-04', 'the first publication'],
    ['1999-01-05', '1999-01-05', 'the day after it'],
  ])('%s → %s (%s)', (day, expected) => {
    expect(publicationDay(day)).toBe(expected);
    expect(isPublicationDay(expected)).toBe(true);
  });

  it('answers null before the first publication', () => {
    expect(publicationDay('1999-01-03')).toBeNull();
    expect(publicationDay('1998-12-31')).toBeNull();
    expect(isPublicationDay('1999-01-01')).toBe(false);
    expect(FIRST_PUBLICATION_DAY).toBe('1999-01-04');
  });

  it('never answers a later day, a weekend or a holiday, over ten years', () => {
    const start = dayNumber('2020-01-01') as number;
    for (let n = start; n < start + 3653; n += 1) {
      const day = dayOfNumber(n);
      const published = publicationDay(day) as string;
      expect(published <= day).toBe(true);
      expect(isPublicationDay(published)).toBe(true);
      // Nothing is published between the answer and the day asked for.
      for (let m = (dayNumber(published) as number) + 1; m <= n; m += 1) {
        expect(isPublicationDay(dayOfNumber(m))).toBe(false);
      }
    }
  });

  it('refuses text that is not a day', () => {
    expect(() => publicationDay('2024-02-30')).toThrow(RangeError);
    expect(() => isTargetHoliday('soon')).toThrow(RangeError);
  });
});
