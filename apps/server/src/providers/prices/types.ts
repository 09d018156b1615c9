import type { DecimalRate } from '@coffer/domain';

export type PriceFiat = 'EUR' | 'GBP' | 'USD';
export const PRICE_FIATS: readonly PriceFiat[] = ['EUR', 'GBP', 'USD'];

/** An exact price: units of the fiat per one unit of the coin (never a float). */
export type ExactRate = DecimalRate;

export interface PriceOracle {
  /** The coin's price in `fiat` at `at`. `coin` is a wallet coin code or 'USD'; unknown codes throw. */
  price(coin: string, fiat: PriceFiat, at: Date): Promise<ExactRate>;
}

export class PriceUnavailableError extends Error {
  override name = 'PriceUnavailableError';
}

/** Every price is computed at this many decimals before trailing zeros are dropped. */
export const PRICE_SCALE = 12;
