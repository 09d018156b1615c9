import { createWallet, type Wallet } from '@coffer/contract';
import { WALLET_CREATION_POLL_INTERVAL_MS, WALLET_CREATION_POLL_TRIES, walletCreationRefusal } from '@coffer/domain';
import { apiCall } from '../../lib/api/client';
import { ClientMessageError } from '../../lib/errors';
import { fetchWallets } from '../wallet/queries';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Section 4 wallet creation: a fiat wallet is refused here ('notSupported') when the server says no
 * bank provider can open accounts (`fiatAccounts` in /wallet-app.json; decision 0015 reads the spec's
 * "outside production" this way); otherwise POST /wallet, then the wallet list is read up to 10 times,
 * 300 ms apart, until the coin is in it ('wallet' if it never shows). Resolves to that list.
 */
export async function createWalletAndWait(coinCode: string, fiatAccounts: boolean): Promise<Wallet[]> {
  const refusal = walletCreationRefusal(coinCode, { fiatAccounts });
  if (refusal) throw new ClientMessageError(refusal);
  await apiCall(createWallet, { body: { coinCode } });
  for (let attempt = 1; attempt <= WALLET_CREATION_POLL_TRIES; attempt++) {
    const wallets = await fetchWallets();
    if (wallets.some((wallet) => wallet.coin.code === coinCode)) return wallets;
    if (attempt < WALLET_CREATION_POLL_TRIES) await sleep(WALLET_CREATION_POLL_INTERVAL_MS);
  }
  throw new ClientMessageError('wallet');
}
