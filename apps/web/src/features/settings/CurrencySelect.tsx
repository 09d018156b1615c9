import { FIAT_CURRENCIES, isFiatCurrency } from '@coffer/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setDisplayCurrency, useDisplayCurrency } from '../../lib/currency';
import { SelectField } from '../../lib/ui/SelectField';

/** The section 3 saved setting `currency`: what balances and transaction values are shown in. */
export function CurrencySelect() {
  const { t, i18n } = useTranslation();
  const currency = useDisplayCurrency();
  const names = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'currency', fallback: 'none' }),
    [i18n.language],
  );
  return (
    <SelectField
      label={t('settings.currency')}
      hint={t('settings.currencyHint')}
      testId="currency-select"
      value={currency.code}
      options={FIAT_CURRENCIES.map((entry) => ({
        value: entry.code,
        label: `${entry.code} · ${names.of(entry.code) ?? entry.name}`,
      }))}
      onChange={(next) => {
        if (isFiatCurrency(next)) setDisplayCurrency(next);
      }}
    />
  );
}
