import type { TransactionView, Wallet } from '@coffer/contract';
import { type BalanceMovement, balanceSeries, transactionDirection, tryParseAmount } from '@coffer/domain';

function atomic(amount: string, decimals: number): bigint | null {
  const parsed = tryParseAmount(amount, decimals);
  return parsed.ok ? parsed.atomic : null;
}

/**
 * The balances of a wallet's chart, oldest first, ending at the current balance: the domain's
 * section 4 balance-chart rules (`balanceSeries`) walked back over its recent transactions. What
 * left the wallet on an outgoing one is its amount plus its fee.
 */
export function walletChartBalances(wallet: Wallet, transactions: readonly TransactionView[]): bigint[] {
  const decimals = wallet.coin.decimals;
  const current = atomic(wallet.balance, decimals);
  if (current === null) return [];
  const movements: BalanceMovement[] = [];
  for (const tx of transactions) {
    const direction = transactionDirection(tx, wallet.id);
    const amount = atomic(tx.amount, decimals);
    if (!direction || amount === null) continue;
    const fee = direction === 'outgoing' ? (atomic(tx.fees, decimals) ?? 0n) : 0n;
    movements.push({ kind: 'transaction', at: tx.createdAt, direction, status: tx.status, amount: amount + fee });
  }
  const series = balanceSeries(current, movements);
  return [series.opening, ...series.points.map((point) => point.balance)];
}

/**
 * Sparkline coordinates in a width × height box. Balances stay bigints: only their position
 * between the lowest and the highest (a ratio, in thousandths) becomes a float for drawing.
 */
export function sparklinePoints(balances: readonly bigint[], width: number, height: number): string {
  if (balances.length < 2) return '';
  let min = balances[0] as bigint;
  let max = min;
  for (const balance of balances) {
    if (balance < min) min = balance;
    if (balance > max) max = balance;
  }
  const range = max - min;
  const step = width / (balances.length - 1);
  return balances
    .map((balance, index) => {
      const ratio = range === 0n ? 0.5 : Number(((balance - min) * 1000n) / range) / 1000;
      const y = height - 2 - ratio * (height - 4);
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
