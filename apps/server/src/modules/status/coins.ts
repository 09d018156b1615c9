import { type CoinCode, openableWalletCoins } from '@coffer/domain';

/**
 * Smallest amount that may leave a wallet, per coin (a server decision; the client checks it as
 * min_transfer from the account status). Decimal strings in the coin's own unit.
 */
export const MIN_TRANSFER: Record<CoinCode, string> = {
  EUR: '1',
  GBP: '1',
  BTC: '0.0001',
  ETH: '0.001',
  LTC: '0.01',
  BCH: '0.001',
  DASH: '0.01',
  XRP: '1',
  AMN: '10',
  USDT: '1',
  USDC: '1',
  DAI: '1',
  MATIC: '1',
  QASH: '10',
  ERC: '1',
};

/** The coins wallets can be opened in: no EUR or GBP without a bank provider (decision 0015). */
export function supportedCoins(production: boolean, bankProvider: 'sandbox' | 'none' = 'sandbox'): CoinCode[] {
  return openableWalletCoins({ production, fiatAccounts: bankProvider !== 'none' }).map((coin) => coin.code);
}
