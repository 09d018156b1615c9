import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_KEYS, FORM_ERROR_NAMES, isClientMessageKey, isFormErrorName } from '../../src/errors/index';

describe('client message keys (section 8)', () => {
  it('lists exactly the spec keys in order', () => {
    expect(CLIENT_MESSAGE_KEYS).toEqual([
      'wrongAmount',
      'wrongAmountRemained',
      'notSupported',
      'image',
      'fileToBig',
      'imageCorrupt',
      'fileCorrupt',
      'wallet',
      'theme',
      'unknownError',
      'serverOffline',
      'accountDisabled',
      'changePassword',
      'pincode',
    ]);
  });

  it.each([
    ['wallet', true],
    ['pincode', true],
    ['fileTooBig', false],
    [42, false],
  ])('isClientMessageKey(%s) is %s', (value, expected) => {
    expect(isClientMessageKey(value)).toBe(expected);
  });
});

describe('form error names (sections 5 and 8)', () => {
  it('lists exactly the spec names in order', () => {
    expect(FORM_ERROR_NAMES).toEqual([
      'address',
      'empty',
      'amount',
      'insufficientBalance',
      'minAmount',
      'maxAmount',
      'decimals',
      'invalidPhoneNumber',
      'newPasswordDifferentFromOld',
      'doesMatchPassword',
      'secret',
    ]);
  });

  it.each([
    ['secret', true],
    ['insufficientBalance', true],
    ['required', false],
    [null, false],
  ])('isFormErrorName(%s) is %s', (value, expected) => {
    expect(isFormErrorName(value)).toBe(expected);
  });
});
