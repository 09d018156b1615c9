/** Which way money moves between a wallet and Earn. */
export type EarnMoveMode = 'deposit' | 'withdraw';

/**
 * Section 5's minimum for Earn moves (docs/decisions/0011-earn.md), in atomic units: a move is at
 * least the coin's Earn minimum, except a withdrawal that leaves nothing invested, since a remainder
 * under the minimum could otherwise never be taken out. `investedAfter` is what stays invested after
 * a withdrawal; it is negative when more is asked than is invested, which the balance check answers.
 */
export function earnAmountTooLow(mode: EarnMoveMode, amount: bigint, min: bigint, investedAfter = 0n): boolean {
  if (amount >= min) return false;
  return mode === 'deposit' || investedAfter > 0n;
}
