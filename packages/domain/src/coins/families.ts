import type { CoinCode } from './catalogue';

/** Spec section 3: fiat wallets (EUR carries an IBAN, GBP a sort code and account number). */
export const FIAT_CODES = ['EUR', 'GBP'] as const;
export type FiatCode = (typeof FIAT_CODES)[number];

export function isFiat(code: string): code is FiatCode {
  return (FIAT_CODES as readonly string[]).includes(code);
}

/** Spec section 9: these count as one USD each. */
export const STABLECOIN_CODES = ['USDT', 'USDC', 'DAI'] as const;
export type StablecoinCode = (typeof STABLECOIN_CODES)[number];

export function isStablecoin(code: string): code is StablecoinCode {
  return (STABLECOIN_CODES as readonly string[]).includes(code);
}

/** Spec section 9: low-value coins (configuration). */
export const LOW_VALUE_COINS = ['AMN', 'DAI', 'USDC', 'USDT', 'DASH'] as const;

export function isLowValueCoin(code: string): boolean {
  return (LOW_VALUE_COINS as readonly string[]).includes(code);
}

/** Spec section 9: currencies without a price chart. */
export const UNSUPPORTED_CHART_CURRENCIES = ['AMN', 'ERC', 'GBP', 'EUR', 'QASH'] as const;

export function isChartSupported(code: string): boolean {
  return !(UNSUPPORTED_CHART_CURRENCIES as readonly string[]).includes(code);
}

/** AMN is the platform's own token: tiers are paid with it (spec section 1). */
export const PLATFORM_TOKEN_CODE = 'AMN';
export type PlatformTokenCode = typeof PLATFORM_TOKEN_CODE;

/**
 * Coins that are ERC-20 tokens on Ethereum. The spec does not say which chain each runs on; we
 * place USDT, USDC, DAI, AMN and QASH there as issued, MATIC too because the wallet holds the
 * original Ethereum-side MATIC token (not Polygon's native gas coin), and the ERC test token.
 */
export const ERC20_CODES = ['USDT', 'USDC', 'DAI', 'AMN', 'QASH', 'MATIC', 'ERC'] as const;
export type Erc20Code = (typeof ERC20_CODES)[number];

export function isErc20(code: string): code is Erc20Code {
  return (ERC20_CODES as readonly string[]).includes(code);
}

/**
 * A wallet coin's `PlatformCoinCode` (spec section 3): the chain the coin lives on. ERC-20 tokens
 * live on ETH; native coins and fiat are their own platform.
 */
export type PlatformCoinCode = Exclude<CoinCode, Erc20Code> | 'ETH';

export function platformCoinCodeOf(code: CoinCode): PlatformCoinCode {
  return isErc20(code) ? 'ETH' : code;
}
