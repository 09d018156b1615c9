import type { TransactionView } from '@coffer/contract';
import { type Direction, formatUtcTime, senderNameOf } from '@coffer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTransactionValue } from '../../lib/currency';
import { useFormatters } from '../../lib/format';
import { CopyButton } from '../../lib/ui/CopyButton';
import { linkClass } from '../../lib/ui/form';
import { AskAboutTransaction } from '../support/AskAboutTransaction';
import { SignedAmount } from './Amount';
import { StatusBadge } from './StatusBadge';
import { transactionPath } from './transaction-link';
import { useTransactionText } from './tx-text';

interface Row {
  id: string;
  label: string;
  value: ReactNode;
  copy?: string;
}

/** Every field of a transaction that means something to its owner. */
export function TransactionDetails({ tx, direction }: { tx: TransactionView; direction: Direction | null }) {
  const { t } = useTranslation();
  const { coin, fiat, date } = useFormatters();
  const text = useTransactionText()(tx, direction);
  const worth = useTransactionValue(tx);
  const when = (iso: string) => {
    const instant = Date.parse(iso);
    return Number.isNaN(instant) ? iso : t('txDetails.dateTime', { date: date(iso), time: formatUtcTime(instant) });
  };
  const sender = senderNameOf(tx);
  const rows: (Row | null)[] = [
    { id: 'type', label: t('txDetails.type'), value: t(`txType.${tx.type}`) },
    { id: 'status', label: t('txDetails.status'), value: <StatusBadge status={tx.status} /> },
    { id: 'amount', label: t('txDetails.amount'), value: coin(tx.amount, tx.coinCode) },
    { id: 'fee', label: t('txDetails.fee'), value: coin(tx.fees, tx.coinCode) },
    worth.value === null ? null : { id: 'value', label: t('txDetails.value'), value: fiat(worth.value, worth.code) },
    sender ? { id: 'sender', label: t('bank.sender'), value: sender } : null,
    tx.fromAddress ? { id: 'from', label: t('txDetails.from'), value: tx.fromAddress, copy: tx.fromAddress } : null,
    tx.toAddress ? { id: 'to', label: t('txDetails.to'), value: tx.toAddress, copy: tx.toAddress } : null,
    tx.merchantName ? { id: 'merchant', label: t('txDetails.merchant'), value: tx.merchantName } : null,
    tx.txId ? { id: 'txId', label: t('txDetails.txId'), value: tx.txId, copy: tx.txId } : null,
    { id: 'reference', label: t('txDetails.reference'), value: tx.id, copy: tx.id },
    { id: 'created', label: t('txDetails.created'), value: when(tx.createdAt) },
    tx.startedAt ? { id: 'started', label: t('txDetails.started'), value: when(tx.startedAt) } : null,
    tx.removedAt ? { id: 'removed', label: t('txDetails.removed'), value: when(tx.removedAt) } : null,
    tx.refundTransactionId
      ? {
          id: 'refund',
          label: t('txDetails.refund'),
          value: (
            <Link to={transactionPath(tx.coinCode, tx.refundTransactionId)} className={linkClass}>
              {t('txDetails.viewRefund')}
            </Link>
          ),
        }
      : null,
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-fg" data-testid="tx-label">
            {text.label}
          </p>
          {text.counterparty ? <p className="break-all text-sm text-fg-muted">{text.counterparty}</p> : null}
        </div>
        <SignedAmount
          amount={tx.amount}
          coinCode={tx.coinCode}
          direction={direction}
          className="text-2xl font-semibold"
        />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {rows
          .filter((row): row is Row => row !== null)
          .map((row) => (
            <div key={row.id} className="grid gap-0.5 sm:contents" data-testid={`tx-${row.id}`}>
              <dt className="font-medium text-fg-muted sm:self-center">{row.label}</dt>
              <dd className="flex min-w-0 items-center gap-2 text-fg">
                <span className="min-w-0 flex-1 break-all">{row.value}</span>
                {row.copy ? <CopyButton value={row.copy} label={t('receive.copy', { what: row.label })} /> : null}
              </dd>
            </div>
          ))}
      </dl>
      <AskAboutTransaction transactionId={tx.id} />
    </div>
  );
}
