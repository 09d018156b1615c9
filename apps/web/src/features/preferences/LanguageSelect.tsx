import { SUPPORTED_LANGUAGES } from '@coffer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES } from '../../lib/i18n/language';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
        {t('language.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          data-testid="language-select"
          value={current}
          onChange={(event) => {
            const next = event.target.value;
            if (isLanguage(next)) void changeLanguage(next, true);
          }}
          className="min-h-11 w-full appearance-none rounded-xl border border-border bg-surface px-3 pr-10 text-base text-fg"
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
