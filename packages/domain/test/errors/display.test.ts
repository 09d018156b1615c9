import { describe, expect, it } from 'vitest';
import {
  type ErrorEnvelope,
  errorDisplay,
  errorDisplayMessage,
  toErrorEnvelope,
  UNKNOWN_ERROR_FALLBACK,
  validationErrorText,
} from '../../src/errors/index';

const TRANSLATIONS: Record<string, string> = {
  bad_credentials: 'Wrong email or password',
  mobile_verification_token_required: 'Invalid two-factor code',
  unknown_error: 'Something went wrong',
  not_a_catalogue_code: 'Should never be used',
};
const translate = (code: string) => TRANSLATIONS[code];
const noTranslations = () => undefined;

describe('errorDisplay: section 8 display order', () => {
  it.each<[string, Partial<ErrorEnvelope>, typeof translate, string, string]>([
    [
      'translated known code',
      { code: 'bad_credentials', description: 'x' },
      translate,
      'translation',
      'Wrong email or password',
    ],
    [
      'mobile_verification_token_required reads as invalid two-factor code',
      { code: 'mobile_verification_token_required', description: '' },
      translate,
      'translation',
      'Invalid two-factor code',
    ],
    [
      'known code without translation falls to first validation error',
      {
        code: 'bad_params',
        description: 'd',
        meta: { validationError: { errors: ['amount must be positive', 'second'] } },
      },
      translate,
      'validation',
      'amount must be positive',
    ],
    [
      'validation error object with message',
      { code: 'bad_params', description: 'd', meta: { validationError: { errors: [{ message: 'from message' }] } } },
      noTranslations,
      'validation',
      'from message',
    ],
    [
      'validation error object with constraints only',
      {
        code: 'bad_params',
        description: 'd',
        meta: {
          validationError: { errors: [{ property: 'email', constraints: { isEmail: 'email must be an email' } }] },
        },
      },
      noTranslations,
      'validation',
      'email must be an email',
    ],
    [
      'a code outside the catalogue is never translated',
      { code: 'not_a_catalogue_code', description: 'Server says no' },
      translate,
      'description',
      'Server says no',
    ],
    [
      'description when no validation errors',
      { code: 'bad_params', description: 'Bad things' },
      noTranslations,
      'description',
      'Bad things',
    ],
    [
      'empty validation list falls to the description',
      { code: 'bad_params', description: 'Bad things', meta: { validationError: { errors: [] } } },
      noTranslations,
      'description',
      'Bad things',
    ],
    [
      'code with underscores as spaces',
      { code: 'some_new_code', description: '' },
      noTranslations,
      'code',
      'some new code',
    ],
    ['unknown error via translator', { code: '', description: '' }, translate, 'unknown', 'Something went wrong'],
    ['unknown error fallback text', {}, noTranslations, 'unknown', UNKNOWN_ERROR_FALLBACK],
    [
      'blank translation is ignored',
      { code: 'bad_credentials', description: 'desc' },
      () => '  ',
      'description',
      'desc',
    ],
  ])('%s', (_name, envelope, tr, source, message) => {
    expect(errorDisplay(envelope, tr)).toEqual({ source, message });
    expect(errorDisplayMessage(envelope, tr)).toBe(message);
  });
});

describe('toErrorEnvelope', () => {
  it.each<[string, unknown, ErrorEnvelope]>([
    ['null body', null, { code: '', description: '' }],
    ['text body', 'Bad Gateway', { code: '', description: '' }],
    ['array body', [1, 2], { code: '', description: '' }],
    ['mistyped fields', { code: 42, description: false }, { code: '', description: '' }],
    ['plain body', { code: 'not_found', description: 'Nope' }, { code: 'not_found', description: 'Nope' }],
    [
      'validation errors kept, junk items dropped',
      {
        code: 'bad_params',
        description: 'd',
        meta: { validationError: { errors: ['a', 3, null, { message: 'b', extra: 1 }] } },
      },
      { code: 'bad_params', description: 'd', meta: { validationError: { errors: ['a', { message: 'b' }] } } },
    ],
    [
      'non-string constraints dropped',
      { code: 'c', description: 'd', meta: { validationError: { errors: [{ constraints: { a: 1, b: 'two' } }] } } },
      { code: 'c', description: 'd', meta: { validationError: { errors: [{ constraints: { b: 'two' } }] } } },
    ],
    [
      'meta without errors array',
      { code: 'c', description: 'd', meta: { validationError: {} } },
      { code: 'c', description: 'd' },
    ],
  ])('%s', (_name, body, expected) => {
    expect(toErrorEnvelope(body)).toEqual(expected);
  });
});

describe('validationErrorText', () => {
  it.each<[string, Parameters<typeof validationErrorText>[0], string | null]>([
    ['string', 'text', 'text'],
    ['blank string', '  ', null],
    ['message wins over constraints', { message: 'm', constraints: { a: 'c' } }, 'm'],
    ['first non-blank constraint', { constraints: { a: ' ', b: 'second' } }, 'second'],
    ['empty object', {}, null],
  ])('%s', (_name, item, expected) => {
    expect(validationErrorText(item)).toBe(expected);
  });
});
