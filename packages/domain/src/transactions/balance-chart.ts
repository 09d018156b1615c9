import { tryParseAmount } from '../money/amount';
import { transactionDirection } from './direction';
import type { Direction, Transaction } from './types';

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

/** What a transaction needs to become a chart movement; its status is required. */
export type MovementFields = Pick<
  Transaction,
  'type' | 'ref' | 'startedAt' | 'removedAt' | 'WalletId' | 'WalletToId' | 'amount' | 'fees' | 'createdAt'
> & { readonly status: string };

function atomicOrNull(amount: string | null | undefined, decimals: number): bigint | null {
  if (amount === null || amount === undefined) return null;
  const parsed = tryParseAmount(amount, decimals);
  return parsed.ok ? parsed.atomic : null;
}

/**
 * A transaction of the wallet `walletId` (a coin with `decimals` places) as a balance-chart
 * movement: what left the wallet on an outgoing one is its amount plus its fee (an unreadable fee
 * counts as none). Null when the transaction has no direction from this wallet or its amount is
 * unreadable: it is left out of the chart.
 */
export function transactionBalanceMovement(
  tx: MovementFields,
  walletId: string,
  decimals: number,
): BalanceMovement | null {
  const direction = transactionDirection(tx, walletId);
  const amount = atomicOrNull(tx.amount, decimals);
  if (!direction || amount === null) return null;
  const fee = direction === 'outgoing' ? (atomicOrNull(tx.fees, decimals) ?? 0n) : 0n;
  return { kind: 'transaction', at: tx.createdAt, direction, status: tx.status, amount: amount + fee };
}

/** The wallet a balance chart is drawn for: its id, its balance as decimal text and its coin's decimals. */
export interface ChartWallet {
  readonly id: string;
  readonly balance: string;
  readonly decimals: number;
}

/**
 * The balances of a wallet's chart in atomic units, oldest first, ending at the current balance:
 * `balanceSeries` walked back over its transactions (see `transactionBalanceMovement`). Empty when
 * the current balance is unreadable.
 */
export function walletChartBalances(wallet: ChartWallet, transactions: readonly MovementFields[]): bigint[] {
  const current = atomicOrNull(wallet.balance, wallet.decimals);
  if (current === null) return [];
  const movements: BalanceMovement[] = [];
  for (const tx of transactions) {
    const movement = transactionBalanceMovement(tx, wallet.id, wallet.decimals);
    if (movement) movements.push(movement);
  }
  const series = balanceSeries(current, movements);
  return [series.opening, ...series.points.map((point) => point.balance)];
}
