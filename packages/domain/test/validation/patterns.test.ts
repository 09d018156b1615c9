import { describe, expect, it } from 'vitest';
import {
  appendLockPinDigit,
  isValidLockPin,
  matchesValidationPattern,
  normalizeLockPinInput,
  patternError,
  patternErrorName,
  VALIDATION_PATTERNS,
  type ValidationPatternName,
} from '../../src/validation/index';

const CASES: [ValidationPatternName, string, boolean][] = [
  ['amount', '12.50', true],
  ['amount', '0', true],
  ['amount', '.5', true],
  ['amount', '5.', true],
  ['amount', '1.2.3', false],
  ['amount', '-1', false],
  ['amount', '1,5', false],
  ['amount', '.', false],
  ['amount', '', false],
  ['amount', '1e5', false],
  ['pinCode', '123456', true],
  ['pinCode', '12345', false],
  ['pinCode', '1234567', false],
  ['pinCode', '12345a', false],
  ['sortCode', '601613', true],
  ['sortCode', '60-16-13', false],
  ['accountNumber', '31926819', true],
  ['accountNumber', '3192681', false],
  ['accountNumber', '319268190', false],
  ['email', 'jane.doe+tag@example.co.uk', true],
  ['email', 'a@b.museum', true],
  ['email', 'a@b.c', false],
  ['email', 'a@b.abcdefg', false],
  ['email', 'a@b.c0m', false],
  ['email', 'no-at.example.com', false],
  ['email', 'a b@example.com', false],
  ['password', 'Passw0rd', true],
  ['password', 'Pass0rd', false],
  ['password', 'password1', false],
  ['password', 'PASSWORD1', false],
  ['password', 'Password', false],
  ['strongPassword', 'Passw0rd!', true],
  ['strongPassword', 'Passw0rd', false],
  ['strongPassword', 'Pa0!', false],
  ['address', '221B Baker Street', true],
  ['address', 'Via Roma 1', true],
  ['address', 'Rua São João 12', true],
  ['address', 'Flat 2, Baker St', false],
  ['string', 'Jean Luc', true],
  ['string', 'José', true],
  ['string', 'R2D2', false],
  ['string', 'O-Neil', false],
  ['number', '42', true],
  ['number', '4.2', false],
  ['number', '-4', false],
  ['url', 'https://example.com', true],
  ['url', 'http://example.com:8080/path?q=1#x', true],
  ['url', 'ftp://example.com', false],
  ['url', 'https://localhost', false],
  ['url', 'example.com', false],
];

describe('section 5 patterns', () => {
  it.each(CASES)('%s %j -> %s', (name, value, expected) => {
    expect(matchesValidationPattern(name, value)).toBe(expected);
    expect(patternError(name, value)).toBe(expected ? null : name);
  });
});

describe('pattern error names', () => {
  it.each([
    [VALIDATION_PATTERNS.password, 'password'],
    [VALIDATION_PATTERNS.strongPassword, 'strongPassword'],
    [VALIDATION_PATTERNS.email, 'email'],
    [VALIDATION_PATTERNS.amount, 'amount'],
    [VALIDATION_PATTERNS.pinCode, 'pinCode'],
    [VALIDATION_PATTERNS.accountNumber, 'accountNumber'],
    [VALIDATION_PATTERNS.string, 'string'],
    [VALIDATION_PATTERNS.number, 'number'],
    [VALIDATION_PATTERNS.address, 'address'],
    [VALIDATION_PATTERNS.url, 'url'],
    [/^[A-Z]{3}$/, 'invalidPattern'],
    ['^x$', 'invalidPattern'],
  ] as const)('%s -> %s', (pattern, name) => {
    expect(patternErrorName(pattern)).toBe(name);
  });

  it('accepts the source text of a pattern as Angular-style validators report it', () => {
    expect(patternErrorName(VALIDATION_PATTERNS.email.source)).toBe('email');
  });

  it('names the shared 6-digit pattern after the field when told which field failed', () => {
    expect(patternErrorName(VALIDATION_PATTERNS.sortCode, 'sortCode')).toBe('sortCode');
    expect(patternErrorName(VALIDATION_PATTERNS.sortCode)).toBe('pinCode');
  });
});

describe('lock PIN', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('%s valid: %s', (pin, expected) => {
    expect(isValidLockPin(pin)).toBe(expected);
  });

  it.each([
    ['', '1', '1'],
    ['123', '4', '1234'],
    ['1234', '5', '1234'],
    ['12', 'x', '12'],
    ['12', '10', '12'],
  ])('appending to %j the key %j gives %j', (current, key, expected) => {
    expect(appendLockPinDigit(current, key)).toBe(expected);
  });

  it.each([
    ['123456', '1234'],
    ['12 34', '1234'],
    ['ab', ''],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeLockPinInput(input)).toBe(expected);
  });
});
