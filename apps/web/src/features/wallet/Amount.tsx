import type { Direction } from '@coffer/domain';
import { useFormatters } from '../../lib/format';

const DIRECTION_CLASS: Record<Direction, string> = {
  incoming: 'text-success-fg',
  outgoing: 'text-fg',
};

/** An amount signed by its direction: "+" and green for money in, "−" for money out. */
export function SignedAmount({
  amount,
  coinCode,
  direction,
  className = '',
}: {
  amount: string;
  coinCode: string;
  direction: Direction | null;
  className?: string;
}) {
  const { coin } = useFormatters();
  const sign = direction === 'incoming' ? '+' : direction === 'outgoing' ? '−' : '';
  return (
    <span
      data-testid="signed-amount"
      className={`tabular-nums ${direction ? DIRECTION_CLASS[direction] : 'text-fg'} ${className}`}
    >
      {sign}
      {coin(amount, coinCode)}
    </span>
  );
}
