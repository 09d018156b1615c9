import type { TransactionView, Wallet } from '@coffer/contract';
import { walletChartBalances as chartBalances } from '@coffer/domain';

/**
 * The balances of a wallet's chart, oldest first, ending at the current balance: the domain's
 * section 4 balance-chart rules (`walletChartBalances`) over its recent transactions.
 */
export function walletChartBalances(wallet: Wallet, transactions: readonly TransactionView[]): bigint[] {
  return chartBalances({ id: wallet.id, balance: wallet.balance, decimals: wallet.coin.decimals }, transactions);
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
