import {
  dateInputPattern,
  formatDateInput,
  type HistoryFilterType,
  type Language,
  parseDateInput,
  TRANSACTION_TYPES,
} from '@coffer/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, TextField } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import type { HistoryFilters } from './queries';

export type TransactionFilterValues = HistoryFilters;

export const EMPTY_FILTERS: TransactionFilterValues = { type: '', fromDate: '', toDate: '' };

interface TransactionFiltersProps {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
  types: readonly HistoryFilterType[];
}

/** A transaction type's name, or a kind of history row's (exchanges, Earn, interest). */
function useTypeName() {
  const { t } = useTranslation();
  return (type: HistoryFilterType) =>
    (TRANSACTION_TYPES as readonly string[]).includes(type)
      ? t(`txType.${type}` as 'txType.INCOMING')
      : t(`walletHistory.type.${type}` as 'walletHistory.type.EXCHANGE');
}

/**
 * A day typed in the user's language's numeric format (Intl's order: "31/12/2024" in French,
 * "12/31/2024" in English), shown back the same way. `onDay` receives YYYY-MM-DD, '' when emptied;
 * `check` may refuse a real day (a range the wrong way round) with a message.
 */
function DateField({
  label,
  value,
  onDay,
  check,
}: {
  label: string;
  value: string;
  onDay: (day: string) => void;
  check: (day: string) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [text, setText] = useState(() => formatDateInput(value, language));
  const [error, setError] = useState<string | null>(null);
  const pattern = dateInputPattern(language, {
    day: t('walletHistory.dayLetters'),
    month: t('walletHistory.monthLetters'),
    year: t('walletHistory.yearLetters'),
  });
  // A change from outside (cleared filters, another language) rewrites the text.
  useEffect(() => {
    setText((current) => (parseDateInput(current, language) === value ? current : formatDateInput(value, language)));
    setError(null);
  }, [value, language]);

  const apply = (typed: string) => {
    if (typed.trim() === '') {
      setError(null);
      if (value) onDay('');
      return;
    }
    const day = parseDateInput(typed, language);
    const refusal = day ? check(day) : t('walletHistory.badDate', { pattern });
    setError(refusal);
    if (day && !refusal && day !== value) onDay(day);
  };

  return (
    <TextField
      label={t('walletHistory.dateLabel', { label, pattern })}
      value={text}
      placeholder={pattern}
      inputMode="numeric"
      autoComplete="off"
      error={error ?? undefined}
      onChange={(event) => {
        setText(event.target.value);
        // Applied as soon as the text is a whole day; half-typed text waits for the blur.
        if (parseDateInput(event.target.value, language) || event.target.value === '') apply(event.target.value);
      }}
      onBlur={(event) => {
        apply(event.target.value);
        // Written back the language's way once the field is left ("5/3/2024" becomes "05/03/2024").
        const day = parseDateInput(event.target.value, language);
        if (day) setText(formatDateInput(day, language));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(event.currentTarget.value);
      }}
    />
  );
}

/** Type and date range of the history; each change reloads the list from its first page. */
export function TransactionFilters({ value, onChange, types }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const typeName = useTypeName();
  const set = (patch: Partial<TransactionFilterValues>) => onChange({ ...value, ...patch });
  const filtered = Object.values(value).some(Boolean);
  const order = t('walletHistory.badRange');
  return (
    <fieldset className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <legend className="sr-only">{t('history.filters')}</legend>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-fg">
          {t('history.type')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={value.type}
          onChange={(event) => set({ type: event.target.value as TransactionFilterValues['type'] })}
        >
          <option value="">{t('history.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </select>
      </div>
      <DateField
        label={t('history.fromDate')}
        value={value.fromDate}
        onDay={(fromDate) => set({ fromDate })}
        check={(day) => (value.toDate && day > value.toDate ? order : null)}
      />
      <DateField
        label={t('history.toDate')}
        value={value.toDate}
        onDay={(toDate) => set({ toDate })}
        check={(day) => (value.fromDate && day < value.fromDate ? order : null)}
      />
      {filtered ? (
        <button
          type="button"
          className={`${buttonClass.ghost} col-span-2 self-end sm:col-span-1`}
          onClick={() => onChange(EMPTY_FILTERS)}
        >
          {t('history.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}
