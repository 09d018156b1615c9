import { describe, expect, it } from 'vitest';
import {
  BANNED_MESSAGE_KEY,
  ERROR_CODES,
  type ErrorCode,
  httpStatusOf,
  isErrorCode,
  OFFLINE_MESSAGE_KEY,
  PIN_ERROR_MESSAGE_KEY,
} from '../../src/errors/index';

describe('error catalogue (section 8)', () => {
  it('holds the spec codes in the spec order, then tier_rate_limiting', () => {
    expect(ERROR_CODES.slice(0, 3)).toEqual(['unknown_error', 'unknown_error_code', 'prohibited_country']);
    expect(ERROR_CODES.at(-2)).toBe('invalid_card_cvc2');
    expect(ERROR_CODES.at(-1)).toBe('tier_rate_limiting');
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each([
    ['bad_credentials', true],
    ['mobile_verification_token_required', true],
    ['Bad_Credentials', false],
    ['', false],
    [42, false],
    [null, false],
  ])('isErrorCode(%j) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });

  it.each<[ErrorCode, number]>([
    ['access_denied', 401],
    ['bad_credentials', 401],
    ['kyc_not_confirmed', 401],
    ['invalid_origin', 403],
    ['not_found', 404],
    ['entity_too_large', 413],
    ['rate_limited', 429],
    ['unknown_error', 500],
    ['bad_params', 400],
    ['balance_not_enough', 400],
  ])('%s is HTTP %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('names the fixed message keys of the interceptor and the lock screen', () => {
    expect(BANNED_MESSAGE_KEY).toBe('ALERT.message.banned');
    expect(OFFLINE_MESSAGE_KEY).toBe('ALERT.header.offline');
    expect(PIN_ERROR_MESSAGE_KEY).toBe('PINCODE.error');
  });
});
