import { isFinalCardStatus } from '@coffer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../lib/i18n/namespace';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { CardConfirmationButton } from '../statements/CardConfirmationButton';
import { ActivateForm } from './ActivateForm';
import { currentCard, useCards } from './api';
import { CardActions } from './CardActions';
import { CardDetails } from './CardDetails';
import { CardFace } from './CardFace';
import { CardLimit } from './CardLimit';
import { CardOperations } from './CardOperations';
import { FundingCoin } from './FundingCoin';
import { CARD_LOCALES } from './i18n';
import { OrderFlow } from './OrderFlow';

/**
 * /auth/card: the order flow until the user has a card, then the card and its parts (each its own
 * small component, so a screen part can be added beside them without touching the others).
 */
export function CardPage() {
  const ready = useNamespace('card', CARD_LOCALES);
  const { t } = useTranslation();
  const { t: tc } = useTranslation('card');
  const cards = useCards();
  const [reordering, setReordering] = useState(false);
  if (!ready || cards.isPending) return <BusyScreen label={ready ? tc('loading') : '…'} />;
  const card = currentCard(cards.data);
  if (!card || reordering) {
    return (
      <ShellPage title={tc('order.title')} lead={tc('order.lead')}>
        <OrderFlow />
      </ShellPage>
    );
  }
  const closed = isFinalCardStatus(card.status);
  return (
    <ShellPage title={t('card.title')} lead={t('card.lead')} bare>
      <Section title={tc('face.label')} testId="card-summary">
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <CardFace card={card} />
          <p className="text-sm text-fg-muted">{card.shipped ? tc('face.shipped') : tc('face.notShipped')}</p>
        </div>
        <div className="mt-4">
          <CardConfirmationButton card={card} />
        </div>
        {closed ? (
          <div className="mt-4 grid gap-3">
            <p className="text-fg">{tc('actions.closed')}</p>
            <button
              type="button"
              className={`${buttonClass.primary} sm:justify-self-start`}
              onClick={() => setReordering(true)}
            >
              {tc('actions.orderNew')}
            </button>
          </div>
        ) : null}
      </Section>
      {card.status === 'NOT_ACTIVATED' ? <ActivateForm card={card} /> : null}
      <CardActions card={card} />
      {card.status === 'ACTIVE' || card.status === 'SUSPENDED' ? <CardDetails card={card} /> : null}
      {!closed ? <CardLimit card={card} /> : null}
      {!closed ? <FundingCoin card={card} /> : null}
      <CardOperations cardId={card.id} />
    </ShellPage>
  );
}
