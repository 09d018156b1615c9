import { matchesValidationPattern } from '@coffer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form';
import { buttonClass } from '../../../lib/ui/styles';

/** A UK destination as the send's `to` text: "601613 31926819" (the server reads it as sort code and account). */
export function ukAccountTo(sortCode: string, accountNumber: string): string {
  return `${sortCode.replace(/[\s-]/g, '')} ${accountNumber.replace(/\s/g, '')}`;
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
  const [sortCode, setSortCode] = useState(initial?.sortCode ?? '');
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? '');
  const [touched, setTouched] = useState({ sortCode: false, accountNumber: false });
  const sortCodeOk = matchesValidationPattern('sortCode', sortCode.replace(/[\s-]/g, ''));
  const accountOk = matchesValidationPattern('accountNumber', accountNumber.replace(/\s/g, ''));
  const show = (field: 'sortCode' | 'accountNumber') => touched[field] || submitted;
  const update = (nextSort: string, nextAccount: string) => {
    setSortCode(nextSort);
    setAccountNumber(nextAccount);
    setTo(nextSort.trim() === '' && nextAccount.trim() === '' ? '' : ukAccountTo(nextSort, nextAccount));
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
                  if (option === 'uk') update(sortCode, accountNumber);
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
          <TextField
            label={t('bank.sortCode')}
            hint={t('bank.sortCodeHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            data-testid="send-sort-code"
            value={sortCode}
            error={show('sortCode') && !sortCodeOk ? t('bank.sortCodeError') : undefined}
            onChange={(event) => update(event.target.value, accountNumber)}
            onBlur={() => setTouched((was) => ({ ...was, sortCode: true }))}
          />
          <TextField
            label={t('bank.accountNumber')}
            hint={t('bank.accountNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            data-testid="send-account-number"
            value={accountNumber}
            error={show('accountNumber') && !accountOk ? t('bank.accountNumberError') : undefined}
            onChange={(event) => update(sortCode, event.target.value)}
            onBlur={() => setTouched((was) => ({ ...was, accountNumber: true }))}
          />
        </div>
      )}
    </>
  );
}
