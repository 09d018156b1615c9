/**
 * Spec section 3: the static wallet list with decimals, and the test coin ERC that exists only
 * outside production. Decimals are the coin's atomic precision (satoshis, wei, cents...).
 */
export const PRODUCTION_COIN_CODES = [
  'MATIC',
  'USDT',
  'USDC',
  'DAI',
  'GBP',
  'EUR',
  'ETH',
  'AMN',
  'DASH',
  'BCH',
  'LTC',
  'XRP',
  'BTC',
  'QASH',
] as const;
export type ProductionCoinCode = (typeof PRODUCTION_COIN_CODES)[number];

/** The test token; an ERC-20, hence 18 decimals like most of them (our choice, the spec gives none). */
export const TEST_COIN_CODE = 'ERC';
export type TestCoinCode = typeof TEST_COIN_CODE;
export type CoinCode = ProductionCoinCode | TestCoinCode;

export interface CoinDefinition {
  readonly code: CoinCode;
  readonly name: string;
  readonly decimals: number;
}

/** Names are the usual market names; the spec lists codes only. */
export const COINS: Readonly<Record<CoinCode, CoinDefinition>> = {
  MATIC: { code: 'MATIC', name: 'Polygon', decimals: 18 },
  USDT: { code: 'USDT', name: 'Tether', decimals: 6 },
  USDC: { code: 'USDC', name: 'USD Coin', decimals: 6 },
  DAI: { code: 'DAI', name: 'Dai', decimals: 18 },
  GBP: { code: 'GBP', name: 'British Pound', decimals: 2 },
  EUR: { code: 'EUR', name: 'Euro', decimals: 2 },
  ETH: { code: 'ETH', name: 'Ethereum', decimals: 18 },
  AMN: { code: 'AMN', name: 'Amon', decimals: 18 },
  DASH: { code: 'DASH', name: 'Dash', decimals: 8 },
  BCH: { code: 'BCH', name: 'Bitcoin Cash', decimals: 8 },
  LTC: { code: 'LTC', name: 'Litecoin', decimals: 8 },
  XRP: { code: 'XRP', name: 'XRP', decimals: 6 },
  BTC: { code: 'BTC', name: 'Bitcoin', decimals: 8 },
  QASH: { code: 'QASH', name: 'QASH', decimals: 6 },
  ERC: { code: 'ERC', name: 'ERC Test Token', decimals: 18 },
};

/** The wallets a user may hold: ERC joins the list only outside production. */
export function walletCoins(config: { readonly production: boolean }): readonly CoinDefinition[] {
  const codes: readonly CoinCode[] = config.production
    ? PRODUCTION_COIN_CODES
    : [...PRODUCTION_COIN_CODES, TEST_COIN_CODE];
  return codes.map((code) => COINS[code]);
}

export function isCoinCode(code: string): code is CoinCode {
  return Object.hasOwn(COINS, code);
}

/** Decimals of a known coin, `undefined` for codes outside the wallet list. */
export function coinDecimals(code: string): number | undefined {
  return isCoinCode(code) ? COINS[code].decimals : undefined;
}

export function coinName(code: string): string | undefined {
  return isCoinCode(code) ? COINS[code].name : undefined;
}
