import type { TransactionType } from '@coffer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';

export interface TransactionFilterValues {
  type: TransactionType | '';
  fromDate: string;
  toDate: string;
}

export const EMPTY_FILTERS: TransactionFilterValues = { type: '', fromDate: '', toDate: '' };

interface TransactionFiltersProps {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
  types: readonly TransactionType[];
}

/** Type and date range of the history; each change reloads the list from its first page. */
export function TransactionFilters({ value, onChange, types }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<TransactionFilterValues>) => onChange({ ...value, ...patch });
  const filtered = Object.values(value).some(Boolean);
  return (
    <fieldset className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <legend className="sr-only">{t('history.filters')}</legend>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-fg">
          {t('history.type')}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={value.type}
          onChange={(event) => set({ type: event.target.value as TransactionType | '' })}
        >
          <option value="">{t('history.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`txType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium text-fg">
          {t('history.fromDate')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={inputClass}
          value={value.fromDate}
          max={value.toDate || undefined}
          onChange={(event) => set({ fromDate: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-fg">
          {t('history.toDate')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={inputClass}
          value={value.toDate}
          min={value.fromDate || undefined}
          onChange={(event) => set({ toDate: event.target.value })}
        />
      </div>
      {filtered ? (
        <button
          type="button"
          className={`${buttonClass.ghost} col-span-2 sm:col-span-1`}
          onClick={() => onChange(EMPTY_FILTERS)}
        >
          {t('history.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}
