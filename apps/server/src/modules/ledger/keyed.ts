import { type SQL, sql } from 'drizzle-orm';
import type { IdempotencyKey } from '../../http/idempotency';
import { accountStates, type LockedAccountRow, lockAccountsQuery } from './batch';
import type { TxQuery } from './sql';
import type { AccountState } from './validate';

/** A key's identity, as `claimKeysAndLock` reports the keys it won. */
export const keyName = (k: Pick<IdempotencyKey, 'userId' | 'key'>) => `${k.userId} ${k.key}`;

/**
 * The first statement of a money transaction (decision 0035): it claims the Idempotency-Keys and then
 * locks the ledger accounts, in the one id order every writer uses. Keys come first, so a transaction
 * waiting on another's key holds no account yet. Returns the keys won (a key another request holds or
 * completed, or the same key twice, is not) and the accounts' locked states.
 */
export async function claimKeysAndLock(
  q: TxQuery,
  keys: readonly (IdempotencyKey & { at: Date })[],
  accountIds: readonly string[],
): Promise<{ won: Set<string>; accounts: Map<string, AccountState> }> {
  const rows = keys.map((k) => sql`(${k.userId}::uuid, ${k.key}, ${k.hash}, ${k.at}::timestamptz)`);
  const claim = rows.length
    ? sql`INSERT INTO idempotency_keys (user_id, key, request_hash, claimed_at) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id, key`
    : sql`SELECT NULL::uuid AS user_id, NULL::text AS key WHERE false`;
  const [row] = await q<{ won: { user_id: string; key: string }[] | null; accounts: LockedAccountRow[] | null }>(
    sql`WITH claimed AS (${claim})
      SELECT (SELECT json_agg(c) FROM claimed c) AS won,
        (SELECT json_agg(l) FROM (${lockAccountsQuery(accountIds)}) l) AS accounts`,
  );
  const won = new Set((row?.won ?? []).map((r) => keyName({ userId: r.user_id, key: r.key })));
  return { won, accounts: accountStates(row?.accounts ?? []) };
}

/**
 * The answers stored with their keys and the failed requests' keys released (a failure stores nothing),
 * as the parts of a WITH (named done, gone) in the transaction's writing statement.
 */
export function answerWrites(
  stored: readonly { key: IdempotencyKey; answer: unknown }[],
  released: readonly IdempotencyKey[],
): SQL[] {
  const parts: SQL[] = [];
  if (stored.length) {
    const answers = stored.map(
      ({ key, answer }) => sql`(${key.userId}::uuid, ${key.key}, ${JSON.stringify(answer)}::jsonb)`,
    );
    parts.push(sql`done AS (UPDATE idempotency_keys i SET response = v.response
      FROM (VALUES ${sql.join(answers, sql`, `)}) AS v (user_id, key, response)
      WHERE i.user_id = v.user_id AND i.key = v.key RETURNING 1)`);
  }
  if (released.length) {
    const keys = released.map((k) => sql`(${k.userId}::uuid, ${k.key})`);
    parts.push(
      sql`gone AS (DELETE FROM idempotency_keys WHERE (user_id, key) IN (${sql.join(keys, sql`, `)}) RETURNING 1)`,
    );
  }
  return parts;
}
