import { matchesValidationPattern } from '@coffer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form';
import { buttonClass } from '../../../lib/ui/styles';

type UkField = 'sortCode' | 'accountNumber';
type UkAccount = Record<UkField, string>;

/** What each field ignores as typed: dashes and spaces in a sort code, spaces in an account number. */
const STRIP: Record<UkField, RegExp> = { sortCode: /[\s-]/g, accountNumber: /\s/g };
const digitsOf = (field: UkField, value: string) => value.replace(STRIP[field], '');

/** The two fields, in order, with their texts and test ids. */
const UK_FIELDS = [
  {
    field: 'sortCode',
    label: 'bank.sortCode',
    hint: 'bank.sortCodeHint',
    error: 'bank.sortCodeError',
    testId: 'send-sort-code',
  },
  {
    field: 'accountNumber',
    label: 'bank.accountNumber',
    hint: 'bank.accountNumberHint',
    error: 'bank.accountNumberError',
    testId: 'send-account-number',
  },
] as const;

/** A UK destination as the send's `to` text: "601613 31926819" (the server reads it as sort code and account). */
export function ukAccountTo(sortCode: string, accountNumber: string): string {
  return `${digitsOf('sortCode', sortCode)} ${digitsOf('accountNumber', accountNumber)}`;
}

/** The sort code and account number inside a `to` text, when it is one. */
export function ukAccountOf(to: string): { sortCode: string; accountNumber: string } | null {
  const match = /^(\d{6})[\s-]?(\d{8})$/.exec(to.replace(/^(\d{2})-(\d{2})-(\d{2})/, '$1$2$3').trim());
  return match ? { sortCode: match[1] ?? '', accountNumber: match[2] ?? '' } : null;
}

interface GbpRecipientProps {
  /** The current `to` text of the form. */
  to: string;
  /** Writes the `to` text (validated by the form's schema). */
  setTo: (to: string) => void;
  /** Whether the form was submitted: every field shows its error then. */
  submitted: boolean;
  /** The form's plain "to" field (IBAN or email), shown when the user picks that. */
  otherField: ReactNode;
}

/**
 * GBP sends (decision 0015): a UK account typed as sort code and account number (section 5: exactly
 * 6 and 8 digits; dashes and spaces in the sort code are ignored), or a UK IBAN or Coffer email in
 * the plain field.
 */
export function GbpRecipient({ to, setTo, submitted, otherField }: GbpRecipientProps) {
  const { t } = useTranslation();
  const initial = ukAccountOf(to);
  const [mode, setMode] = useState<'uk' | 'other'>(initial || to.trim() === '' ? 'uk' : 'other');
  const [account, setAccount] = useState<UkAccount>(initial ?? { sortCode: '', accountNumber: '' });
  const [touched, setTouched] = useState<Record<UkField, boolean>>({ sortCode: false, accountNumber: false });
  const update = (next: UkAccount) => {
    setAccount(next);
    setTo(
      next.sortCode.trim() === '' && next.accountNumber.trim() === ''
        ? ''
        : ukAccountTo(next.sortCode, next.accountNumber),
    );
  };

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('bank.payTo')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['uk', 'other'] as const).map((option) => (
            <label
              key={option}
              className={`${buttonClass.secondary} cursor-pointer has-[:checked]:border-primary has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2`}
            >
              <input
                type="radio"
                name="gbp-recipient"
                value={option}
                className="sr-only"
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  if (option === 'uk') update(account);
                  else setTo('');
                }}
              />
              {t(option === 'uk' ? 'bank.ukAccount' : 'bank.ibanOrEmail')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'other' ? (
        otherField
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {UK_FIELDS.map(({ field, label, hint, error, testId }) => {
            const ok = matchesValidationPattern(field, digitsOf(field, account[field]));
            return (
              <TextField
                key={field}
                label={t(label)}
                hint={t(hint)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                data-testid={testId}
                value={account[field]}
                error={(touched[field] || submitted) && !ok ? t(error) : undefined}
                onChange={(event) => update({ ...account, [field]: event.target.value })}
                onBlur={() => setTouched((was) => ({ ...was, [field]: true }))}
              />
            );
          })}
        </div>
      )}
    </>
  );
}
