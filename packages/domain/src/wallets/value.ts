import { isStablecoin } from '../coins/families';
import { FIAT_DISPLAY_DECIMALS } from '../constants';
import { formatAmount } from '../money/amount';
import { formatExactDecimal, multiplyExactDecimals, readExactDecimal, roundExactDecimal } from '../money/decimal';

/** What a wallet's value needs: its balance, decimal text in coin units. */
export interface ValuedWallet {
  readonly balance: string;
}

/**
 * A wallet's value in the display currency, in cents: balance × rate (display currency per coin),
 * exact, rounded half-up to 2 decimals. An empty wallet is worth 0 even without a rate; otherwise
 * null when the rate (or the balance) is missing or unreadable.
 */
export function walletFiatCents(wallet: ValuedWallet, rate: string | null): bigint | null {
  const balance = readExactDecimal(wallet.balance);
  if (balance?.mantissa === 0n) return 0n;
  const price = rate === null ? null : readExactDecimal(rate);
  if (!balance || !price) return null;
  return roundExactDecimal(multiplyExactDecimals(balance, price), FIAT_DISPLAY_DECIMALS, 'half-up');
}

/** `walletFiatCents` as decimal text with 2 places ("20000.00"), or null when it has no value. */
export function walletFiatValue(wallet: ValuedWallet, rate: string | null): string | null {
  const cents = walletFiatCents(wallet, rate);
  return cents === null ? null : formatAmount(cents, FIAT_DISPLAY_DECIMALS);
}

export interface FiatTotal {
  /** Decimal text with 2 places. */
  readonly total: string;
  /** How many wallets had no value (no readable rate) and were left out of `total`. */
  readonly missing: number;
}

/**
 * The total of the wallets' values: the sum of the rounded parts, so the figures shown add up.
 * Wallets without a value are left out and counted in `missing`.
 */
export function totalFiatValue<W extends ValuedWallet>(
  wallets: readonly W[],
  rateOf: (wallet: W) => string | null,
): FiatTotal {
  let cents = 0n;
  let missing = 0;
  for (const wallet of wallets) {
    const value = walletFiatCents(wallet, rateOf(wallet));
    if (value === null) missing++;
    else cents += value;
  }
  return { total: formatAmount(cents, FIAT_DISPLAY_DECIMALS), missing };
}

/** What `displayRate` needs of a wallet: its coin and its EUR price (the wallet view's `rate`). */
export interface RatedWallet {
  readonly coinCode: string;
  /** EUR per one unit of the coin, decimal text; empty or "0" when the oracle has no price. */
  readonly eurRate: string | null;
}

/**
 * Price of one unit of a wallet's coin in the display currency, exact decimal text, or null when
 * unknown. A wallet of the display currency itself is worth 1; section 9 counts stablecoins as one
 * USD when the display currency is USD; EUR is the wallet's EUR price; any other currency converts
 * that price by the latest bank reference rate (units of the currency per 1 EUR).
 */
export function displayRate(wallet: RatedWallet, displayCurrency: string, bankRate: string | null): string | null {
  const coin = wallet.coinCode.toUpperCase();
  const currency = displayCurrency.toUpperCase();
  if (coin === currency) return '1';
  if (currency === 'USD' && isStablecoin(coin)) return '1';
  const eur = wallet.eurRate ? readExactDecimal(wallet.eurRate) : null;
  if (!eur || eur.mantissa <= 0n) return null;
  if (currency === 'EUR') return formatExactDecimal(eur);
  const rate = bankRate === null ? null : readExactDecimal(bankRate);
  if (!rate || rate.mantissa <= 0n) return null;
  return formatExactDecimal(multiplyExactDecimals(eur, rate));
}
