import { SUPPORTED_LANGUAGES } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES } from '../../lib/i18n/language';
import { SelectField } from '../../lib/ui/SelectField';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <SelectField
      label={t('language.label')}
      testId="language-select"
      value={current}
      options={SUPPORTED_LANGUAGES.map((language) => ({
        value: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
      }))}
      onChange={(next) => {
        if (isLanguage(next)) void changeLanguage(next, true);
      }}
    />
  );
}
