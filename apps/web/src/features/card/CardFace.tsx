import type { CardView } from '@coffer/contract';
import { cardStatusLabel } from '@coffer/domain';
import { useTranslation } from 'react-i18next';

/** The card as a picture: last four digits, expiry and its status (the domain's document label as a hint). */
export function CardFace({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const blocked = card.status !== 'ACTIVE';
  return (
    <figure
      aria-label={t('face.label')}
      data-testid="card-face"
      className={`relative aspect-[1.586] w-full max-w-sm overflow-hidden rounded-2xl bg-gradient-to-br from-[#1e3a8a] to-[#0f766e] p-5 text-white shadow-lg ${blocked ? 'opacity-80 grayscale-[40%]' : ''}`}
    >
      <div className="flex items-start justify-between">
        <span className="text-lg font-semibold tracking-wide">Coffer</span>
        <span
          className="rounded-full bg-white/20 px-3 py-1 text-sm font-semibold"
          data-testid="card-status"
          title={cardStatusLabel(card.status)}
        >
          {t(`status.${card.status}`)}
        </span>
      </div>
      <p className="mt-8 font-mono text-xl tracking-widest sm:text-2xl" data-testid="card-pan">
        <span aria-hidden="true">•••• •••• •••• </span>
        <span className="sr-only">•••• </span>
        {card.lastDigits}
      </p>
      <div className="mt-4 flex items-end justify-between text-sm">
        <div>
          <span className="block text-white/70">{t('face.expires')}</span>
          <span className="font-mono text-base">{card.expiration}</span>
        </div>
        <span className="font-semibold">{card.coinCode}</span>
      </div>
    </figure>
  );
}
