import { ERROR_CODES } from '@coffer/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api';
import { errorMessage } from '../src/lib/errors';
import { i18n } from '../src/lib/i18n/i18n';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import fr from '../src/locales/fr.json';
import it_ from '../src/locales/it.json';
import pt from '../src/locales/pt.json';

const t = i18n.t.bind(i18n);

describe('error display (section 8 order)', () => {
  it('has a text for every catalogue code in all five languages', () => {
    for (const [lang, messages] of Object.entries({ en, it: it_, es, pt, fr })) {
      const errors = messages.errors as Record<string, string>;
      for (const code of ERROR_CODES) expect(errors[code]?.trim(), `${lang}: errors.${code}`).toBeTruthy();
    }
  });

  it('prefers the translated message of a known code', () => {
    const error = new ApiError(401, { code: 'bad_credentials', description: 'Bad credentials from the server' });
    expect(errorMessage(error, t)).toBe('Wrong email or password.');
  });

  it('shows mobile_verification_token_required as an invalid two-factor code', () => {
    const error = new ApiError(401, { code: 'mobile_verification_token_required', description: '' });
    expect(errorMessage(error, t)).toBe(en.errors.two_factor_code_invalid);
  });

  it('translates in the current language', async () => {
    await i18n.changeLanguage('fr');
    try {
      await import('../src/lib/i18n/i18n').then((m) => m.changeLanguage('fr', false));
      const error = new ApiError(400, { code: 'already_exists', description: '' });
      expect(errorMessage(error, t)).toBe(fr.errors.already_exists);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to the first validation error, then the description, then the code as words', () => {
    // A catalogue code without text in any language: bypass the translator by a code with no key.
    const withValidation = new ApiError(400, {
      code: 'bad_params',
      description: 'Invalid body',
      meta: { validationError: { errors: [{ path: 'email', message: 'email is required', code: 'custom' }] } },
    });
    // bad_params is translated, so the translation wins over the validation error.
    expect(errorMessage(withValidation, t)).toBe(en.errors.bad_params);
    const saved = en.errors.bad_params;
    i18n.addResource('en', 'translation', 'errors.bad_params', '');
    try {
      expect(errorMessage(withValidation, t)).toBe('email is required');
      const described = new ApiError(400, { code: 'bad_params', description: 'Invalid body' });
      expect(errorMessage(described, t)).toBe('Invalid body');
      const bare = new ApiError(400, { code: 'bad_params', description: '' });
      expect(errorMessage(bare, t)).toBe('bad params');
    } finally {
      i18n.addResource('en', 'translation', 'errors.bad_params', saved);
    }
  });

  it('says the server is unreachable when the request never got an answer', () => {
    expect(errorMessage(new ApiError(0, { code: 'unknown_error', description: 'Network request failed' }), t)).toBe(
      en.messages.serverOffline,
    );
  });

  it('shows the unknown error text for anything else', () => {
    expect(errorMessage(new Error('boom'), t)).toBe(en.errors.unknown_error);
  });
});
