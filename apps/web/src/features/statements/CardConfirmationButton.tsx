import type { CardInput } from '@coffer/documents';
import { buttonClass } from '../../lib/ui/styles';
import { useStatementsText } from './texts';
import { useDocumentRun } from './use-document-run';

/**
 * The card confirmation (Number masked, Status, Expiry, Delivery Address) of the card it is given;
 * self-contained, for the card screen to place beside its other actions.
 */
export function CardConfirmationButton({ card }: { card: CardInput }) {
  const { t, ready } = useStatementsText();
  const { run, busy } = useDocumentRun('receipt');
  return (
    <button
      type="button"
      className={buttonClass.secondary}
      onClick={() => run(async () => ({ kind: 'card', input: card }))}
      disabled={!ready || busy}
      aria-busy={busy}
      data-testid="card-confirmation-button"
    >
      {!ready ? '…' : busy ? t('busy') : t('card.open')}
    </button>
  );
}
