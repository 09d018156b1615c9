import { type CoinDefinition, walletCoins } from '../coins/catalogue';
import { isFiat } from '../coins/families';

/**
 * What decides which wallets can be opened (docs/decisions/0015-sandbox-bank-and-fiat-wallets.md).
 * `fiatAccounts` is true when a bank provider (the sandbox bank or a real one) can open accounts.
 */
export interface WalletOpening {
  readonly production: boolean;
  readonly fiatAccounts: boolean;
}

/**
 * Section 4, "outside production, creating a fiat wallet is refused ('not supported')", read as:
 * a fiat wallet is refused when no bank provider can open accounts. Null when the wallet may be created.
 */
export function walletCreationRefusal(
  coinCode: string,
  opening: Pick<WalletOpening, 'fiatAccounts'>,
): 'notSupported' | null {
  return isFiat(coinCode.trim().toUpperCase()) && !opening.fiatAccounts ? 'notSupported' : null;
}

/** The coins a wallet can be opened in: the environment's wallet list, less fiat when no bank opens accounts. */
export function openableWalletCoins(opening: WalletOpening): readonly CoinDefinition[] {
  return walletCoins(opening).filter((coin) => walletCreationRefusal(coin.code, opening) === null);
}
