import type { TierItem } from '@coffer/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { CheckIcon, CloseIcon } from '../../lib/ui/icons';
import { buttonClass } from '../../lib/ui/styles';

/** "TIER_2" reads "Tier 2", "TIER_ICO_1" reads "Tier ICO 1". */
export function useTierName(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => t('tiers.name', { name: label.replace(/^TIER_/, '').replaceAll('_', ' ') });
}

function Benefit({ has, children }: { has: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <li className={`flex items-center gap-2 ${has ? 'text-fg' : 'text-fg-muted line-through'}`}>
      {has ? <CheckIcon className="shrink-0 text-success-fg" /> : <CloseIcon className="shrink-0 text-fg-muted" />}
      <span>{children}</span>
      <span className="sr-only">{has ? t('tiers.included') : t('tiers.notIncluded')}</span>
    </li>
  );
}

/** One tier: its price, what it costs in AMN now, its fees, limits and perks. */
export function TierCard({ tier, onChoose }: { tier: TierItem; onChoose: (tier: TierItem) => void }) {
  const { t } = useTranslation();
  const { fiat, coin, percent } = useFormatters();
  const name = useTierName()(tier.label);
  const { view } = tier;
  const facts = [
    { id: 'amn', label: t('tiers.costAmn'), value: coin(tier.balanceAMN, 'AMN') },
    { id: 'cashbackCard', label: t('tiers.cashbackCard'), value: percent(tier.cashback.card) },
    { id: 'cashbackExchange', label: t('tiers.cashbackExchange'), value: percent(tier.cashback.exchange) },
    { id: 'monthlyFee', label: t('tiers.monthlyFee'), value: fiat(String(view.monthlyFee), 'EUR') },
    { id: 'withdrawLimit', label: t('tiers.withdrawLimit'), value: fiat(String(view.withdrawLimit), 'EUR') },
    { id: 'withdrawFee', label: t('tiers.withdrawFee'), value: fiat(String(view.withdrawFee), 'EUR') },
  ];
  return (
    <li
      data-testid="tier-card"
      data-tier={tier.label}
      aria-current={tier.active ? 'true' : undefined}
      className={`flex flex-col gap-4 rounded-2xl border bg-surface p-5 shadow-sm ${
        tier.active ? 'border-primary ring-2 ring-primary' : 'border-border'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-fg">{name}</h2>
          <p className="text-2xl font-semibold tabular-nums text-fg">{fiat(view.amountEUR, 'EUR')}</p>
          <p className="text-sm text-fg-muted tabular-nums">{fiat(view.amountGBP, 'GBP')}</p>
        </div>
        {tier.active ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-strong">
            {t('tiers.current')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.id} className="contents" data-testid={`tier-${fact.id}`}>
            <dt className="text-fg-muted">{fact.label}</dt>
            <dd className="text-right font-medium tabular-nums text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-1.5 text-sm" aria-label={t('tiers.benefits')}>
        <Benefit has={view.amonLab}>{t('tiers.amonLab')}</Benefit>
        <Benefit has={view.premiumSupport}>{t('tiers.premiumSupport')}</Benefit>
        <Benefit has={view.freeMeal}>{t('tiers.freeMeal')}</Benefit>
        <Benefit has={view.travelInsurance}>{t('tiers.travelInsurance')}</Benefit>
        <Benefit has={view.cardShipping === 'free'}>{t('tiers.cardShipping')}</Benefit>
      </ul>
      {tier.active || tier.special ? null : (
        <button
          type="button"
          className={`${buttonClass.primary} mt-auto`}
          aria-label={t('tiers.chooseNamed', { name })}
          onClick={() => onChoose(tier)}
        >
          {t('tiers.choose')}
        </button>
      )}
    </li>
  );
}
