/** Spec section 9: the order wallets are listed in; it also names codes without a wallet (USD, EOS...). */
export const WALLET_DISPLAY_ORDER = [
  'EUR',
  'GBP',
  'USD',
  'AMN',
  'BTC',
  'ETH',
  'MATIC',
  'USDT',
  'USDC',
  'BCH',
  'LTC',
  'DAI',
  'DASH',
  'XRP',
  'EOS',
  'TRX',
  'XML',
  'ZEC',
  'QASH',
  'ERC',
] as const;

/** Position in the display order; codes the spec does not list come after all listed ones. */
export function walletDisplayRank(code: string): number {
  const index = (WALLET_DISPLAY_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? WALLET_DISPLAY_ORDER.length : index;
}

/**
 * A new array in wallet display order. Unlisted codes keep their incoming order at the end
 * (the sort is stable), so an unknown coin from the server never jumps ahead of known ones.
 */
export function sortByWalletDisplayOrder<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => walletDisplayRank(codeOf(a)) - walletDisplayRank(codeOf(b)));
}

export function sortCodesByWalletDisplayOrder(codes: readonly string[]): string[] {
  return sortByWalletDisplayOrder(codes, (code) => code);
}

export interface CurrencyListEntry {
  readonly code: string;
  readonly name: string;
}

/** Spec section 3: the bundled 14-entry currency list; Stellar is listed under the code XML, as bundled. */
export const CURRENCY_LIST: readonly CurrencyListEntry[] = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'ETH', name: 'Ethereum' },
  { code: 'LTC', name: 'Litecoin' },
  { code: 'BCH', name: 'Bitcoin Cash' },
  { code: 'DASH', name: 'Dash' },
  { code: 'AMN', name: 'Amon' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British Pound' },
  { code: 'DAI', name: 'Dai' },
  { code: 'USDT', name: 'Tether' },
  { code: 'USDC', name: 'USD Coin' },
  { code: 'XRP', name: 'XRP' },
  { code: 'QASH', name: 'QASH' },
  { code: 'XML', name: 'Stellar' },
];
