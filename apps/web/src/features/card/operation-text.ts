import type { CardOperationView } from '@coffer/contract';
import type { Direction } from '@coffer/domain';
import { useTransactionText } from '../wallet/tx-text';

/** A card operation's direction (domain `cardOperationSide`, computed by the server) as the wallet texts use it. */
export function operationDirection(op: CardOperationView): Direction {
  return op.side === 'OUTGOING' ? 'outgoing' : 'incoming';
}

/** The section 9 label of a card operation ('Purchased at', 'Cash at', 'Refunded'), translated. */
export function useOperationLabel(): (op: CardOperationView) => string {
  const text = useTransactionText();
  return (op) =>
    text(
      {
        ref: 'CARD_OPERATION',
        fromAddress: null,
        toAddress: null,
        merchantName: op.merchantName,
        coinCode: op.coinCode,
        extra: { operationType: op.type },
      },
      operationDirection(op),
    ).label;
}
