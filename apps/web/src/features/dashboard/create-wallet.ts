import { createWallet, type Wallet } from '@coffer/contract';
import { isFiat, WALLET_CREATION_POLL_INTERVAL_MS, WALLET_CREATION_POLL_TRIES } from '@coffer/domain';
import { apiCall } from '../../lib/api/client';
import { ClientMessageError } from '../../lib/errors';
import { fetchWallets } from '../wallet/queries';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Section 4 wallet creation: outside production a fiat wallet is refused here ('notSupported');
 * otherwise POST /wallet, then the wallet list is read up to 10 times, 300 ms apart, until the
 * coin is in it ('wallet' if it never shows). Resolves to that list.
 */
export async function createWalletAndWait(coinCode: string, production: boolean): Promise<Wallet[]> {
  if (!production && isFiat(coinCode)) throw new ClientMessageError('notSupported');
  await apiCall(createWallet, { body: { coinCode } });
  for (let attempt = 1; attempt <= WALLET_CREATION_POLL_TRIES; attempt++) {
    const wallets = await fetchWallets();
    if (wallets.some((wallet) => wallet.coin.code === coinCode)) return wallets;
    if (attempt < WALLET_CREATION_POLL_TRIES) await sleep(WALLET_CREATION_POLL_INTERVAL_MS);
  }
  throw new ClientMessageError('wallet');
}
