import { describe, expect, it } from 'vitest';
import { amountInputText, normalizeAmountInput } from '../../src/validation/index';

const EN = { decimal: '.', group: ',' };
const FR = { decimal: ',', group: '\u202f' };
const IT = { decimal: ',', group: '.' };
const CH = { decimal: '.', group: "'" };

describe('normalizeAmountInput', () => {
  const cases: [string, { decimal: string; group: string }, string, string | null][] = [
    // English: dot decimal, comma groups.
    ['en plain', EN, '0.005', '0.005'],
    ['en grouped', EN, '1,234.5', '1234.5'],
    ['en two groups', EN, '12,345,678', '12345678'],
    ['en comma as decimal is refused, not read as 5', EN, '0,5', null],
    ['en short group', EN, '1,23', null],
    ['en mid-typing', EN, '5.', '5.'],
    ['en leading dot', EN, '.5', '.5'],
    ['en surrounding spaces', EN, '  2.5 ', '2.5'],
    ['en space inside', EN, '1 000', null],
    // French: comma decimal, narrow no-break space groups (any space accepted), dot also decimal.
    ['fr comma', FR, '0,005', '0.005'],
    ['fr narrow space group', FR, '1\u202f234,56', '1234.56'],
    ['fr plain space group', FR, '1 234,56', '1234.56'],
    ['fr no-break space group', FR, '12\u00a0345', '12345'],
    ['fr dot as decimal', FR, '0.5', '0.5'],
    ['fr comma and dot', FR, '1.5,3', null],
    ['fr mid-typing comma', FR, '5,', '5.'],
    ['fr leading comma', FR, ',5', '.5'],
    ['fr badly placed space', FR, '12 34', null],
    // Italian (Spanish and Portuguese alike): comma decimal, dot groups.
    ['it comma', IT, '0,005', '0.005'],
    ['it grouped', IT, '1.234,5', '1234.5'],
    ['it dot group only', IT, '1.234', '1234'],
    ['it dot as decimal is refused, not read as 5', IT, '0.005', null],
    ['it two commas', IT, '1,2,3', null],
    ['it group in fraction', IT, '1,234.5', null],
    // Another group mark, to show the marks are parameters.
    ['apostrophe group', CH, "1'234.5", '1234.5'],
    // Never an amount.
    ['blank', IT, '   ', ''],
    ['lone mark', FR, ',', null],
    ['negative', EN, '-1', null],
    ['exponent', EN, '1e5', null],
    ['letters', FR, 'abc', null],
    ['group alone', IT, '.', null],
  ];
  it.each(cases)('%s: %j', (_name, separators, typed, expected) => {
    expect(normalizeAmountInput(typed, separators)).toBe(expected);
  });
});

describe('amountInputText', () => {
  const cases: [{ decimal: string; group: string }, string, string][] = [
    [EN, '1234.5', '1234.5'],
    [FR, '1234.5', '1234,5'],
    [IT, '0.00000001', '0,00000001'],
    [IT, '12', '12'],
  ];
  it.each(cases)('%j writes %s as %s and reads it back', (separators, plain, text) => {
    expect(amountInputText(plain, separators)).toBe(text);
    expect(normalizeAmountInput(text, separators)).toBe(plain);
  });
});
