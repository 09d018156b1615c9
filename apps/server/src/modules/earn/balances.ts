import type { Database } from '../../db/client';
import { walletFigures } from '../wallets/figures';

/** What a wallet has in Earn (its earn account's balance) and the interest credited to it so far. */
export async function earnBalances(db: Database, walletId: string): Promise<{ invested: bigint; interest: bigint }> {
  const figures = (await walletFigures(db, [walletId])).get(walletId);
  return { invested: figures?.invested ?? 0n, interest: figures?.interest ?? 0n };
}
