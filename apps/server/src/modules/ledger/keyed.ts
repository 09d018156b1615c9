import { type SQL, sql } from 'drizzle-orm';
import type { IdempotencyKey } from '../../http/idempotency';
import { accountStates, type LockedAccountRow, lockAccountsQuery } from './batch';
import { recordsOf, type TxQuery } from './sql';
import type { AccountState } from './validate';

/** A key's identity, as `claimKeysAndLock` reports the keys it won. */
export const keyName = (k: Pick<IdempotencyKey, 'userId' | 'key'>) => `${k.userId} ${k.key}`;

/** A key to claim, with the answer its request gets if its money moves (stored with the claim). */
export interface KeyClaim extends IdempotencyKey {
  at: Date;
  answer: unknown;
}

/**
 * The first statement of a money transaction (decision 0035): it claims the Idempotency-Keys and then
 * locks the ledger accounts, in the one id order every writer uses. Keys come first, so a transaction
 * waiting on another's key holds no account yet. Each key is inserted with its answer already (the
 * answer is known before the money moves; nobody sees the row before COMMIT, and a request whose checks
 * then refuse has its key released by `releasedKeys` in the same transaction), so a key costs one write.
 * Returns the keys won (a key another request holds or completed, or the same key twice, is not) and
 * the accounts' locked states. One text whatever the numbers of keys and accounts. `also` is one more
 * row-locking query the caller needs under the same locks (after the accounts); its rows come back.
 */
export async function claimKeysAndLock<A = never>(
  q: TxQuery,
  keys: readonly KeyClaim[],
  accountIds: readonly string[],
  also?: SQL,
): Promise<{ won: Set<string>; accounts: Map<string, AccountState>; also: A[] }> {
  const [row] = await q<{
    won: { user_id: string; key: string }[] | null;
    accounts: LockedAccountRow[] | null;
    also: A[] | null;
  }>(
    sql`WITH ${claimed(keys)},
      also AS (${also ?? sql`SELECT NULL WHERE false`})
      SELECT (SELECT json_agg(c) FROM claimed c) AS won,
        (SELECT json_agg(l) FROM (${lockAccountsQuery(accountIds)}) l) AS accounts,
        (SELECT json_agg(a) FROM also a) AS also`,
  );
  const won = new Set((row?.won ?? []).map((r) => keyName({ userId: r.user_id, key: r.key })));
  return { won, accounts: accountStates(row?.accounts ?? []), also: row?.also ?? [] };
}

/**
 * `claimKeysAndLock` for a batch planned on known states (decision 0050): claims the keys and locks the
 * accounts in the same order, then fails the transaction (SQLSTATE CF001, `isWrongGuess`) unless every key
 * was won and every account is in the state it was planned on. `also` locks more rows after the accounts
 * (a WITH part named also) and checks them (a boolean over `also`). The keys go first (a CASE evaluates its
 * condition first): a batch waiting on another's key holds no account yet.
 *
 * The statement is sent at once and not waited for. Returns the keys the batch is planned as having won
 * (all of them), and `last` for the batch's writing statement: it sends that statement (COMMIT behind it)
 * and answers once the check has passed too, so a wrong guess is the error reported (the writing statement
 * then fails as well, in the aborted transaction, and nothing is written).
 */
export function claimKeysAndCheck(
  q: TxQuery,
  keys: readonly KeyClaim[],
  planned: readonly Pick<AccountState, 'id' | 'balance' | 'pending' | 'noOverdraft'>[],
  also?: { lock: SQL; check: SQL },
): { won: Set<string>; last: (last: TxQuery) => TxQuery } {
  const won = new Set(keys.map(keyName));
  const checked = q(
    sql`WITH ${claimed(keys)}, also AS (${also?.lock ?? sql`SELECT NULL WHERE false`})
      SELECT coffer_expect(CASE WHEN (SELECT count(*) FROM claimed) = ${sql.param(won.size)}::int
        THEN CASE WHEN (SELECT count(*) FROM (${lockAccountsQuery(planned.map((a) => a.id))}) l
          JOIN ${GUESSES(planned)}
          ON l.id = v.id AND l.balance::numeric = v.balance AND l.pending::numeric = v.pending
            AND l.no_overdraft = v.no_overdraft) = ${sql.param(planned.length)}::int
          THEN ${also?.check ?? sql`true`} ELSE false END
        ELSE false END) AS ok`,
  );
  checked.catch(() => undefined); // awaited by `last`; a batch that fails before it is rolled back anyway
  return {
    won,
    last:
      (last) =>
      async <R>(statement: SQL) => {
        const rows = last<R>(statement);
        rows.catch(() => undefined); // fails too when the check did: the check's error is the one to report
        await checked;
        return rows;
      },
  };
}

/** The claim of the keys, as the part of a WITH (named claimed) that returns the keys won. */
function claimed(keys: readonly KeyClaim[]): SQL {
  return sql`claimed AS (INSERT INTO idempotency_keys (user_id, key, request_hash, claimed_at, response)
        SELECT * FROM ${CLAIMS(keys)}
        ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id, key)`;
}

/**
 * The keys of requests that claimed them and then failed their checks, released (a failure stores
 * nothing), as the part of a WITH (named gone) in the transaction's writing statement.
 */
export function releasedKeys(released: readonly IdempotencyKey[]): SQL {
  return sql`gone AS (DELETE FROM idempotency_keys i
    USING ${RELEASED(released)}
    WHERE i.user_id = v.user_id AND i.key = v.key RETURNING 1)`;
}

const GUESSES = recordsOf<Pick<AccountState, 'id' | 'balance' | 'pending' | 'noOverdraft'>>('v', {
  id: ['uuid', (a) => a.id],
  balance: ['numeric', (a) => a.balance.toString()],
  pending: ['numeric', (a) => a.pending.toString()],
  no_overdraft: ['boolean', (a) => a.noOverdraft],
});

const CLAIMS = recordsOf<KeyClaim>('v', {
  user_id: ['uuid', (k) => k.userId],
  key: ['text', (k) => k.key],
  request_hash: ['text', (k) => k.hash],
  claimed_at: ['timestamptz', (k) => k.at.toISOString()],
  response: ['jsonb', (k) => k.answer],
});

const RELEASED = recordsOf<IdempotencyKey>('v', { user_id: ['uuid', (k) => k.userId], key: ['text', (k) => k.key] });
