import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../../src/constants';
import {
  confirmPasswordError,
  countryNameByAlpha2,
  isImageSizeAllowed,
  newPasswordError,
  nonEmptyObject,
  nonEmptyString,
  phoneNumberError,
  removeEmptyQueryValues,
  removeEmptyStrings,
  twoFactorSecretError,
  visibleFormErrors,
} from '../../src/validation/index';

describe('form errors shown once touched', () => {
  it.each([
    [false, { amount: true }, null],
    [true, { amount: true }, { amount: true }],
    [true, null, null],
  ])('touched %s with %o -> %o', (touched, errors, expected) => {
    expect(visibleFormErrors({ touched, errors })).toEqual(expected);
  });
});

describe('phone, password and two-factor rules', () => {
  const verified = { mobile: '+447700900123', verifyMobile: true };
  it.each([
    ['+447700900123', verified, 'invalidPhoneNumber'],
    ['+44 7700 900123', verified, 'invalidPhoneNumber'],
    ['+447700900124', verified, null],
    ['+447700900123', { ...verified, verifyMobile: false }, null],
    ['+447700900123', { mobile: null, verifyMobile: true }, null],
    ['', verified, null],
  ] as const)('%s against %o -> %s', (value, user, expected) => {
    expect(phoneNumberError(value, user)).toBe(expected);
  });

  it.each([
    ['Old1pass', 'Old1pass', 'newPasswordDifferentFromOld'],
    ['Old1pass', 'New1pass', null],
    ['', '', null],
  ])('old %s new %s -> %s', (oldPassword, newPassword, expected) => {
    expect(newPasswordError(oldPassword, newPassword)).toBe(expected);
  });

  it.each([
    ['New1pass', 'New1pass', null],
    ['New1pass', 'New1pas', 'doesMatchPassword'],
  ])('password %s confirmation %s -> %s', (password, confirmation, expected) => {
    expect(confirmPasswordError(password, confirmation)).toBe(expected);
  });

  it.each([
    ['JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXP', null],
    [' JBSWY3DPEHPK3PXP ', 'JBSWY3DPEHPK3PXP', null],
    ['JBSWY3DPEHPK3PXQ', 'JBSWY3DPEHPK3PXP', 'secret'],
  ])('two-factor %j for secret %s -> %s', (value, secret, expected) => {
    expect(twoFactorSecretError(value, secret)).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    [{ a: 1 }, true],
    [{}, false],
    [[1], false],
    [null, false],
    ['x', false],
  ])('nonEmptyObject(%o) is %s', (value, expected) => {
    expect(nonEmptyObject(value)).toBe(expected);
  });

  it.each([
    ['x', true],
    [' ', true],
    ['', false],
    [1, false],
    [null, false],
  ])('nonEmptyString(%o) is %s', (value, expected) => {
    expect(nonEmptyString(value)).toBe(expected);
  });

  it('removes only empty strings from payloads', () => {
    expect(removeEmptyStrings({ subject: 'Help', body: '', count: 0, flag: false, note: null })).toEqual({
      subject: 'Help',
      count: 0,
      flag: false,
      note: null,
    });
  });

  it('removes empty values from queries', () => {
    expect(
      removeEmptyQueryValues({ coinCode: 'BTC', txId: '', proofId: undefined, page: 0, status: null, types: [] }),
    ).toEqual({ coinCode: 'BTC', page: 0 });
  });

  it.each([
    [0, true],
    [MAX_IMAGE_SIZE_BYTES, true],
    [6_291_456, true],
    [6_291_457, false],
    [-1, false],
    [Number.NaN, false],
  ])('image of %d bytes allowed: %s', (bytes, expected) => {
    expect(isImageSizeAllowed(bytes)).toBe(expected);
  });

  it.each([
    ['GB', 'United Kingdom'],
    ['gb', 'United Kingdom'],
    ['IT', 'Italy'],
    ['XK', 'Kosovo'],
    ['ZZ', null],
    ['GBR', null],
    ['', null],
    [null, null],
  ])('country %j -> %j', (code, expected) => {
    expect(countryNameByAlpha2(code)).toBe(expected);
  });
});
