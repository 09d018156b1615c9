import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { openUserAccount } from '../src/modules/ledger/accounts';
import type { LedgerAccount, PostingInput } from '../src/modules/ledger/types';

/** A bare users row: the ledger only needs an owner to point at. */
export async function newUser(db: Database): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, country_code, language, referral_code)
     VALUES ($1, $2, 'x', 'Ada', 'Lovelace', 'gb', 'en', $3)`,
    [id, `${id}@example.com`, id.slice(0, 12)],
  );
  return id;
}

export async function newUserAccount(db: Database, coin: string): Promise<LedgerAccount> {
  return openUserAccount(db, { coin, ownerId: await newUser(db) });
}

/** A deposit: the world account pays the user. */
export function fund(world: LedgerAccount, to: LedgerAccount, amount: bigint): PostingInput[] {
  return move(world, to, amount);
}

export function move(from: LedgerAccount, to: LedgerAccount, amount: bigint): PostingInput[] {
  return [
    { accountId: from.id, coin: from.coin, amount: -amount },
    { accountId: to.id, coin: to.coin, amount },
  ];
}
