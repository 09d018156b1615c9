import 'flag-icons/css/flag-icons.min.css';
import countries from 'i18n-iso-countries';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../lib/ui/SelectField';

type Names = Record<string, string>;

// Country names in the app's languages from i18n-iso-countries, each loaded when first needed.
const LOCALES: Record<string, () => Promise<{ default: countries.LocaleData }>> = {
  en: () => import('i18n-iso-countries/langs/en.json') as Promise<{ default: countries.LocaleData }>,
  it: () => import('i18n-iso-countries/langs/it.json') as Promise<{ default: countries.LocaleData }>,
  es: () => import('i18n-iso-countries/langs/es.json') as Promise<{ default: countries.LocaleData }>,
  pt: () => import('i18n-iso-countries/langs/pt.json') as Promise<{ default: countries.LocaleData }>,
  fr: () => import('i18n-iso-countries/langs/fr.json') as Promise<{ default: countries.LocaleData }>,
};

function useCountryNames(language: string): Names | null {
  const [names, setNames] = useState<Names | null>(null);
  useEffect(() => {
    let live = true;
    const lang = language in LOCALES ? language : 'en';
    void (LOCALES[lang] as () => Promise<{ default: countries.LocaleData }>)().then((data) => {
      countries.registerLocale(data.default);
      if (live) setNames(countries.getNames(lang, { select: 'official' }));
    });
    return () => {
      live = false;
    };
  }, [language]);
  return names;
}

/** An ISO 3166 country picker: names in the user's language, the chosen country's flag beside it. */
export function CountrySelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const names = useCountryNames(i18n.language);
  const options = Object.entries(names ?? {})
    .map(([code, name]) => ({ value: code, label: name }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <div className="flex items-end gap-3">
      <span
        aria-hidden="true"
        className={`fi fi-${value.toLowerCase()} mb-2.5 shrink-0 rounded-sm text-2xl shadow-sm`}
        data-testid={testId ? `${testId}-flag` : undefined}
      />
      <div className="min-w-0 flex-1">
        <SelectField
          label={label}
          value={value}
          options={options.length ? options : [{ value, label: value }]}
          onChange={onChange}
          {...(testId ? { testId } : {})}
        />
      </div>
    </div>
  );
}
