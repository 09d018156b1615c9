import { listTiers, type TierItem, updateTier } from '@coffer/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/api/idempotency';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { invalidateMoney } from '../wallet/queries';
import { TierCard, useTierName } from './TierCard';

const TIERS_KEY = ['user', 'tiers'] as const;

/** /auth/setting/tiers — the account tiers, the active one marked, buying another with AMN. */
export function TiersPage() {
  const { t } = useTranslation();
  const { coin, fiat } = useFormatters();
  const tierName = useTierName();
  const queryClient = useQueryClient();
  const tiers = useQuery({ queryKey: TIERS_KEY, queryFn: () => apiCall(listTiers) });
  const [chosen, setChosen] = useState<TierItem | null>(null);
  const idempotency = useIdempotencyKey();
  const choose = useMutation({
    mutationFn: (tier: TierItem) => {
      const body = { label: tier.label };
      return apiCall(updateTier, { body, idempotencyKey: idempotency.keyFor(body) });
    },
    onSuccess: (list) => {
      // Done: choosing a tier again later is a new request.
      idempotency.reset();
      queryClient.setQueryData(TIERS_KEY, list);
      setChosen(null);
      void invalidateMoney(queryClient);
    },
  });
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setChosen(null);
  }, []);
  const active = tiers.data?.find((tier) => tier.active);

  return (
    <ShellPage bare title={t('tiers.title')} lead={t('tiers.lead')}>
      <p>
        <Link to="/auth/profile" className={linkClass}>
          {t('tiers.backToProfile')}
        </Link>
      </p>
      <div aria-live="polite">
        {choose.isSuccess && active ? (
          <FormAlert tone="success">{t('tiers.done', { name: tierName(active.label) })}</FormAlert>
        ) : null}
      </div>
      {tiers.isError ? <FormAlert>{errorMessage(tiers.error, t)}</FormAlert> : null}
      {tiers.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {tiers.data ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="tier-list">
          {tiers.data.map((tier) => (
            <TierCard
              key={tier.label}
              tier={tier}
              onChoose={(next) => {
                choose.reset();
                setChosen(next);
              }}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={onOpenChange}
        title={t('tiers.confirmTitle', { name: chosen ? tierName(chosen.label) : '' })}
        description={
          chosen
            ? t('tiers.confirm', {
                amn: coin(chosen.balanceAMN, 'AMN'),
                price: fiat(chosen.view.amountEUR, 'EUR'),
              })
            : ''
        }
        confirmLabel={t('tiers.buy')}
        pending={choose.isPending}
        onConfirm={() => {
          if (chosen) choose.mutate(chosen);
        }}
      >
        {choose.isError ? <FormAlert>{errorMessage(choose.error, t)}</FormAlert> : null}
      </ConfirmDialog>
    </ShellPage>
  );
}
