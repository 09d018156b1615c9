import type { CardOperationView } from '@coffer/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { SignedAmount } from '../wallet/Amount';
import { useCardOperations } from './api';
import { operationDirection, useOperationLabel } from './operation-text';

const PAGE = 10;

function OperationRow({ op }: { op: CardOperationView }) {
  const { t } = useTranslation('card');
  const { date } = useFormatters();
  const label = useOperationLabel();
  const declined = op.status === 'REJECTED';
  return (
    <li className="min-w-0">
      <Link
        to={`/auth/card/operation/${op.id}`}
        className="flex min-h-14 items-center justify-between gap-3 rounded-xl px-2 py-2 hover:bg-surface-2"
        data-testid="card-operation"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-fg">
            {label(op)} {op.merchantName}
          </span>
          <span className="block truncate text-sm text-fg-muted">
            {[op.merchantCategory, date(op.createdAt), t(`operations.opStatus.${op.status}`)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        <SignedAmount
          amount={op.amount}
          coinCode={op.coinCode}
          direction={declined ? null : operationDirection(op)}
          className={`shrink-0 ${declined ? 'line-through opacity-60' : ''}`}
        />
      </Link>
    </li>
  );
}

/** The card's operations, newest first, with merchant, category and the spec's labels. */
export function CardOperations({ cardId }: { cardId: string }) {
  const { t } = useTranslation('card');
  const [limit, setLimit] = useState(PAGE);
  const operations = useCardOperations(cardId, limit);
  const list = operations.data ?? [];
  return (
    <Section title={t('operations.title')} testId="card-operations">
      {list.length === 0 ? (
        <p className="text-fg-muted">{operations.isPending ? '…' : t('operations.empty')}</p>
      ) : (
        <ul className="-mx-2 grid grid-cols-[minmax(0,1fr)] gap-1">
          {list.map((op) => (
            <OperationRow key={op.id} op={op} />
          ))}
        </ul>
      )}
      {list.length === limit ? (
        <button type="button" className={`${buttonClass.ghost} mt-2`} onClick={() => setLimit(limit + PAGE)}>
          {t('operations.more')}
        </button>
      ) : null}
    </Section>
  );
}
