import {
  type AmountSeparators,
  amountInputText,
  type Language,
  localizeDecimalString,
  normalizeAmountInput,
  numberSeparators,
} from '@coffer/domain';
import { useTranslation } from 'react-i18next';

export interface AmountInput {
  /** The current language's marks, as Intl.NumberFormat writes them. */
  separators: AmountSeparators;
  /** Typed text as a plain dot-decimal amount ('' when blank, null when it is no amount in this language). */
  read: (typed: string) => string | null;
  /** A plain amount written back into a field in this language ("0.5" is "0,5" in French). */
  write: (plain: string) => string;
  /** An exact decimal string (a rate) shown with the language's marks and grouping, every digit kept. */
  decimal: (plain: string) => string;
}

/** Amount fields in the current language: every amount field reads through this, so "0,5" works in French. */
export function useAmountInput(): AmountInput {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const { decimal, group } = numberSeparators(language);
  const separators = { decimal, group };
  return {
    separators,
    read: (typed) => normalizeAmountInput(typed, separators),
    write: (plain) => amountInputText(plain, separators),
    decimal: (plain) => localizeDecimalString(plain, language),
  };
}
