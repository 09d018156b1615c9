import { requestRefund, type TransactionView } from '@coffer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/api/idempotency';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { showToast } from '../../lib/ui/toast';
import { invalidateMoney } from './queries';
import { transactionPath } from './transaction-link';

/** "Refund to origin": sends a blocked incoming transaction back where it came from, after a confirmation. */
export function RefundAction({ transaction }: { transaction: TransactionView }) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const refund = useMutation({
    mutationFn: () => {
      const body = { transactionId: transaction.id };
      return apiCall(requestRefund, { body, idempotencyKey: idempotency.keyFor(body) });
    },
    onSuccess: () => {
      idempotency.reset();
      setOpen(false);
      // Also a toast: once the transaction reloads as REFUNDED this section is gone.
      showToast(t('refund.done'), { tone: 'success' });
      void invalidateMoney(queryClient);
    },
  });

  return (
    <div className="grid gap-3">
      <div aria-live="polite">
        {refund.isSuccess ? (
          <FormAlert tone="success">
            {t('refund.done')}{' '}
            <Link to={transactionPath(refund.data.coinCode, refund.data.id)} className={linkClass}>
              {t('refund.view')}
            </Link>
          </FormAlert>
        ) : null}
      </div>
      {refund.isSuccess ? null : (
        <button
          type="button"
          className={`${buttonClass.secondary} sm:justify-self-start`}
          onClick={() => setOpen(true)}
        >
          {t('refund.open')}
        </button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('refund.title')}
        description={t('refund.confirm', {
          amount: coin(transaction.amount, transaction.coinCode),
          origin: transaction.fromAddress ?? t('refund.origin'),
        })}
        confirmLabel={t('refund.submit')}
        pending={refund.isPending}
        onConfirm={() => refund.mutate()}
      >
        {refund.isError ? <FormAlert>{errorMessage(refund.error, t)}</FormAlert> : null}
      </ConfirmDialog>
    </div>
  );
}
