import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/constants';
import { dateInputPattern, formatDateInput, parseDateInput } from '../../src/format/date-input';

const LETTERS = { day: 'DD', month: 'MM', year: 'YYYY' };

describe('dates typed in the language’s numeric format', () => {
  it.each<[Language, string, string]>([
    ['en', '12/31/2024', 'MM/DD/YYYY'],
    ['fr', '31/12/2024', 'DD/MM/YYYY'],
    ['it', '31/12/2024', 'DD/MM/YYYY'],
    ['es', '31/12/2024', 'DD/MM/YYYY'],
    ['pt', '31/12/2024', 'DD/MM/YYYY'],
  ])('%s writes 2024-12-31 as %s (%s)', (language, shown, pattern) => {
    expect(formatDateInput('2024-12-31', language)).toBe(shown);
    expect(dateInputPattern(language, LETTERS)).toBe(pattern);
    expect(parseDateInput(shown, language)).toBe('2024-12-31');
  });

  it.each<[Language, string, string | null]>([
    ['fr', '5/3/2024', '2024-03-05'],
    ['fr', '05.03.2024', '2024-03-05'],
    ['fr', ' 05-03-2024 ', '2024-03-05'],
    ['en', '3/5/2024', '2024-03-05'],
    ['fr', '31/02/2024', null],
    ['fr', '29/02/2024', '2024-02-29'],
    ['fr', '29/02/2023', null],
    ['en', '13/01/2024', null],
    ['fr', '01/01/24', null],
    ['fr', '2024-01-01', null],
    ['fr', '', null],
    ['fr', 'tomorrow', null],
    ['fr', '00/01/2024', null],
  ])('%s reads %j as %s', (language, typed, expected) => {
    expect(parseDateInput(typed, language)).toBe(expected);
  });

  it('leaves an empty or malformed day empty', () => {
    expect(formatDateInput('', 'fr')).toBe('');
    expect(formatDateInput('31/12/2024', 'fr')).toBe('');
  });
});
