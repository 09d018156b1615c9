import type { Wallet } from '@coffer/contract';
import {
  FIAT_DISPLAY_DECIMALS,
  formatAmount,
  multiplyExactDecimals,
  readExactDecimal,
  roundExactDecimal,
} from '@coffer/domain';

/**
 * A wallet's value in the display currency, in cents: balance × price, rounded half-up to 2 decimals.
 * Null when the price (or the balance) cannot be read. Local rule: see the report to the lead.
 */
export function walletFiatCents(wallet: Pick<Wallet, 'balance'>, rate: string | null): bigint | null {
  const balance = readExactDecimal(wallet.balance);
  if (balance?.mantissa === 0n) return 0n;
  const price = rate === null ? null : readExactDecimal(rate);
  if (!balance || !price) return null;
  return roundExactDecimal(multiplyExactDecimals(balance, price), FIAT_DISPLAY_DECIMALS, 'half-up');
}

export function walletFiatValue(wallet: Pick<Wallet, 'balance'>, rate: string | null): string | null {
  const cents = walletFiatCents(wallet, rate);
  return cents === null ? null : formatAmount(cents, FIAT_DISPLAY_DECIMALS);
}

/**
 * The total of the wallets' values: the sum of the rounded parts, so the figures shown add up.
 * Wallets without a price are left out and counted in `missing`.
 */
export function totalFiatValue(
  wallets: readonly Wallet[],
  rateOf: (wallet: Wallet) => string | null,
): { total: string; missing: number } {
  let cents = 0n;
  let missing = 0;
  for (const wallet of wallets) {
    const value = walletFiatCents(wallet, rateOf(wallet));
    if (value === null) missing++;
    else cents += value;
  }
  return { total: formatAmount(cents, FIAT_DISPLAY_DECIMALS), missing };
}
