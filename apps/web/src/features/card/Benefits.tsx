import { listTiers } from '@coffer/contract';
import { CARD_LIMIT_MAX, CARD_LIMIT_MIN } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { useFormatters } from '../../lib/format';

/** What the card gives at the user's tier (section 9: free shipping, the tier's card cashback, UK delivery). */
export function Benefits() {
  const { t } = useTranslation('card');
  const { percent } = useFormatters();
  const tiers = useQuery({ queryKey: ['user', 'tiers'], queryFn: () => apiCall(listTiers) });
  const active = tiers.data?.find((tier) => tier.active);
  const cashback = active?.cashback.card && Number(active.cashback.card) > 0 ? active.cashback.card : null;
  return (
    <ul className="grid gap-2 text-fg" data-testid="card-benefits">
      <li>✓ {t('order.benefitShipping')}</li>
      <li>✓ {cashback ? t('order.benefitCashback', { rate: percent(cashback) }) : t('order.benefitNoCashback')}</li>
      <li>✓ {t('order.benefitLimit', { min: CARD_LIMIT_MIN, max: CARD_LIMIT_MAX })}</li>
      <li>✓ {t('order.benefitCountry')}</li>
    </ul>
  );
}
