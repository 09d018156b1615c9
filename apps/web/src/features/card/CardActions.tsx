import type { CardView } from '@coffer/contract';
import { isFinalCardStatus } from '@coffer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { useCardStatus, useUnblockPin } from './api';

/** Freeze and unfreeze, PIN unblock, and reporting the card lost or stolen (asked first: it is final). */
export function CardActions({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const status = useCardStatus(card.id);
  const unblock = useUnblockPin(card.id);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<'LOST' | 'STOLEN'>('LOST');
  const failure = status.error ?? unblock.error;
  const note =
    card.status === 'SUSPENDED'
      ? t('actions.frozen')
      : card.status === 'PIN_BLOCKED'
        ? t('actions.pinBlockedNote')
        : card.status === 'RISK'
          ? t('actions.review')
          : null;
  if (isFinalCardStatus(card.status)) return null;
  return (
    <Section title={t('actions.title')} testId="card-actions">
      <div className="grid gap-3">
        {note ? <FormAlert tone="info">{note}</FormAlert> : null}
        {failure && !reporting ? <FormAlert>{errorMessage(failure, common)}</FormAlert> : null}
        <div className="flex flex-wrap gap-3">
          {card.status === 'ACTIVE' ? (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={status.isPending}
              onClick={() => status.mutate({ status: 'SUSPENDED' })}
              data-testid="card-freeze"
            >
              {t('actions.freeze')}
            </button>
          ) : null}
          {card.status === 'SUSPENDED' ? (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={status.isPending}
              onClick={() => status.mutate({ status: 'ACTIVE' })}
              data-testid="card-unfreeze"
            >
              {t('actions.unfreeze')}
            </button>
          ) : null}
          {card.status === 'PIN_BLOCKED' ? (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={unblock.isPending}
              onClick={() => unblock.mutate(undefined)}
              data-testid="card-unblock-pin"
            >
              {t('actions.unblockPin')}
            </button>
          ) : null}
          {card.status !== 'RISK' ? (
            <button
              type="button"
              className={buttonClass.ghost}
              onClick={() => setReporting(true)}
              data-testid="card-report"
            >
              {t('actions.report')}
            </button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={reporting}
        onOpenChange={setReporting}
        title={t('actions.reportTitle')}
        description={t('actions.reportLead')}
        confirmLabel={t('actions.reportConfirm')}
        pending={status.isPending}
        onConfirm={() => status.mutate({ status: reason }, { onSuccess: () => setReporting(false) })}
      >
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('actions.reportTitle')}</legend>
          {(['LOST', 'STOLEN'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3">
              <input
                type="radio"
                name="card-report-reason"
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-5 accent-[var(--primary)]"
              />
              <span className="text-fg">{t(option === 'LOST' ? 'actions.lost' : 'actions.stolen')}</span>
            </label>
          ))}
          {status.isError ? <FormAlert>{errorMessage(status.error, common)}</FormAlert> : null}
        </fieldset>
      </ConfirmDialog>
    </Section>
  );
}
