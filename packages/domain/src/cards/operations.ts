/** Section 4: statuses of a card operation that move money out of the card. */
export const CARD_OUTGOING_STATUSES = [
  'PRE_AUTHORIZED',
  'AUTHORIZED',
  'CONFIRMED',
  'CANCELED',
  'REJECTED',
  'ERROR',
] as const;

/** Section 4: statuses counted in the monthly spend, and the one that gives money back. */
export const CARD_SPEND_ADDED_STATUSES = [
  'PRE_AUTHORIZED',
  'AUTHORIZED',
  'PENDING',
  'UNCONFIRMED',
  'CONFIRMED',
  'APPROVED',
  'BLOCKED',
] as const;
export const CARD_SPEND_SUBTRACTED_STATUSES = ['REFUNDED'] as const;

export type CardOperationSide = 'OUTGOING' | 'INCOMING';

export function cardOperationSide(status: string | null | undefined): CardOperationSide {
  return (CARD_OUTGOING_STATUSES as readonly (string | null | undefined)[]).includes(status) ? 'OUTGOING' : 'INCOMING';
}

export interface CardSpendOperation {
  readonly status: string;
  /** Atomic units (cents for a fiat card), never a float. */
  readonly amount: bigint;
}

/**
 * Section 4 monthly spend over the operations of one month (the caller pages them in, 200 at a
 * time). Other statuses (CANCELED, REJECTED, ERROR...) do not count either way.
 */
export function monthlyCardSpend(operations: readonly CardSpendOperation[]): bigint {
  let total = 0n;
  for (const { status, amount } of operations) {
    if ((CARD_SPEND_ADDED_STATUSES as readonly string[]).includes(status)) total += amount;
    else if ((CARD_SPEND_SUBTRACTED_STATUSES as readonly string[]).includes(status)) total -= amount;
  }
  return total;
}

/**
 * Keeps the operations of one UTC calendar month. The month is a parameter because the domain
 * never reads the clock; `month` is 1 to 12.
 */
export function operationsInUtcMonth<T extends { readonly createdAt: string | Date }>(
  operations: readonly T[],
  year: number,
  month: number,
): T[] {
  return operations.filter((op) => {
    const at = new Date(op.createdAt);
    return at.getUTCFullYear() === year && at.getUTCMonth() + 1 === month;
  });
}
