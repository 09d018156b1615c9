import type { InterestView } from '@coffer/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactionValue } from '../../lib/currency';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { INTEREST_PAGE_SIZE, useInterests } from './queries';

function InterestRow({ interest }: { interest: InterestView }) {
  const { t } = useTranslation();
  const { coin, fiat, date } = useFormatters();
  const worth = useTransactionValue(interest);
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="interest-row">
      <div className="min-w-0">
        <p className="font-medium text-fg">{t('earn.interestOf', { coin: interest.coinCode })}</p>
        <p className="text-sm text-fg-muted">{date(interest.createdAt)}</p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-success-fg">+{coin(interest.amount, interest.coinCode)}</p>
        {worth.value === null ? null : <p className="text-sm text-fg-muted">{fiat(worth.value, worth.code)}</p>}
      </div>
    </li>
  );
}

/** GET /investment/interest, newest first, pages of 10. */
export function InterestHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const interests = useInterests(page);
  const rows = interests.data ?? [];
  return (
    <Section title={t('earn.historyTitle')} testId="earn-history">
      {interests.isError ? <FormAlert>{errorMessage(interests.error, t)}</FormAlert> : null}
      {interests.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {interests.data && rows.length === 0 && page === 0 ? (
        <p className="text-sm text-fg-muted">{t('earn.historyEmpty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="divide-y divide-border" aria-busy={interests.isFetching || undefined}>
          {rows.map((interest) => (
            <InterestRow key={interest.id} interest={interest} />
          ))}
        </ul>
      ) : null}
      {page > 0 || rows.length === INTEREST_PAGE_SIZE ? (
        <nav aria-label={t('earn.historyPages')} className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            {t('earn.previous')}
          </button>
          <span className="text-sm text-fg-muted" aria-live="polite">
            {t('earn.page', { page: page + 1 })}
          </span>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={rows.length < INTEREST_PAGE_SIZE || interests.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('earn.next')}
          </button>
        </nav>
      ) : null}
    </Section>
  );
}
