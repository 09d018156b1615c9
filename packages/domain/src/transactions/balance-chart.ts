import type { Direction } from './types';

/**
 * One balance-changing event of a wallet, in atomic units. Exchanges carry their side as seen from
 * this wallet (SELL: this wallet's coin was sold; BUY: it was bought). Investments are deposits
 * from the wallet into Earn.
 */
export type BalanceMovement =
  | {
      readonly kind: 'transaction';
      readonly at: string;
      readonly direction: Direction;
      readonly status: string;
      readonly amount: bigint;
    }
  | { readonly kind: 'exchange'; readonly at: string; readonly side: 'BUY' | 'SELL'; readonly amount: bigint }
  | { readonly kind: 'investment'; readonly at: string; readonly amount: bigint; readonly removedAt?: string | null };

/**
 * Statuses under which an incoming transaction is part of the current balance. The spec speaks of
 * "the active ones" without listing them; these are the live statuses of the card-spend list less
 * BLOCKED and the authorisation stages, and callers may pass their own.
 */
export const BALANCE_ACTIVE_STATUSES: readonly string[] = ['PENDING', 'UNCONFIRMED', 'CONFIRMED', 'APPROVED'];
const OUTGOING_REMOVED_STATUSES: readonly string[] = ['BLOCKED', 'REFUNDED', 'CANCELED'];
const INCOMING_ADDED_BACK_STATUSES: readonly string[] = ['REFUNDED', 'CANCELED'];

/**
 * Section 4 balance-chart rules, as the change to apply when stepping one movement back in time
 * from the balance after it: "adds" and "subtracts" are said from that backward walk. Null means
 * the movement is left out of the chart.
 */
export function balanceStepBack(
  movement: BalanceMovement,
  activeStatuses: readonly string[] = BALANCE_ACTIVE_STATUSES,
): bigint | null {
  switch (movement.kind) {
    case 'transaction':
      if (movement.direction === 'incoming') {
        if (activeStatuses.includes(movement.status)) return -movement.amount;
        return INCOMING_ADDED_BACK_STATUSES.includes(movement.status) ? movement.amount : null;
      }
      return OUTGOING_REMOVED_STATUSES.includes(movement.status) ? null : movement.amount;
    case 'exchange':
      return movement.side === 'SELL' ? movement.amount : -movement.amount;
    case 'investment':
      return movement.removedAt ? null : movement.amount;
  }
}

export interface BalancePoint {
  readonly at: string;
  /** The balance just after the movement at `at`. */
  readonly balance: bigint;
}

export interface BalanceSeries {
  /** The balance before the oldest movement kept. */
  readonly opening: bigint;
  /** Oldest first; the last point equals the current balance. */
  readonly points: readonly BalancePoint[];
}

/**
 * Rebuilds a wallet's balance history from its current balance by walking the movements back in
 * time, newest first. Movements left out by the rules produce no point.
 */
export function balanceSeries(
  currentBalance: bigint,
  movements: readonly BalanceMovement[],
  activeStatuses: readonly string[] = BALANCE_ACTIVE_STATUSES,
): BalanceSeries {
  const newestFirst = [...movements].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const backwards: BalancePoint[] = [];
  let balance = currentBalance;
  for (const movement of newestFirst) {
    const step = balanceStepBack(movement, activeStatuses);
    if (step === null) continue;
    backwards.push({ at: movement.at, balance });
    balance += step;
  }
  return { opening: balance, points: backwards.reverse() };
}
