import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TxQuery } from '../modules/ledger/sql';
import type { Services } from '../services';
import { AppError } from './app-error';

/**
 * Handed to a money-moving handler. `claim` is the first statement of the handler's database
 * transaction: it inserts the key, so a concurrent duplicate waits on the key's unique index until
 * this transaction ends; `complete` stores the response in the same transaction as the money. A crash
 * rolls back both, leaving nothing half-claimed.
 */
export interface IdempotencyScope {
  claim(q: TxQuery): Promise<void>;
  complete(q: TxQuery, response: unknown): Promise<void>;
  /**
   * For a group commit (docs/decisions/0032) that claims and completes many keys in one statement: the
   * key itself. The batch must claim it first in its transaction and throw AlreadyDone when it lost.
   */
  handOver(): IdempotencyKey;
}

export interface IdempotencyKey {
  userId: string;
  key: string;
  hash: string;
}

/** Thrown by `claim` when another request with the key committed first: the route answers its response. */
export class AlreadyDone extends Error {}

const KEY = /^[\x21-\x7e]{1,128}$/;

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The stored response for the key, if any; the same key with another request is refused. */
async function stored(
  services: Services,
  userId: string,
  key: string,
  hash: string,
): Promise<{ response: unknown } | null> {
  const [row] = await services.db.query<{ request_hash: string; response: unknown }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new AppError('bad_request', 'This Idempotency-Key was already used for a different request');
  }
  return { response: row.response };
}

/**
 * Runs a money-moving request at most once per (user, Idempotency-Key): a stored answer is replayed
 * before any check runs (the balance may have changed since), a duplicate racing the first waits for
 * it and answers what it answered, and the same key with another body is refused. Failures store
 * nothing, so a corrected retry may use the same key. A handler that moves money in its own
 * transaction uses the scope; for the others the response is stored after they succeed (their own
 * state checks, such as a status transition, keep a racing duplicate from acting twice).
 */
export async function withIdempotency<T>(
  services: Services,
  userId: string,
  key: string | undefined,
  hash: string,
  run: (scope: IdempotencyScope | undefined) => Promise<T>,
  options: { claimedInTransaction?: boolean } = {},
): Promise<T> {
  if (key === undefined) return run(undefined);
  if (!KEY.test(key)) throw new AppError('bad_request', 'Idempotency-Key must be 1 to 128 visible ASCII characters');
  // A handler that always claims the key in its money's transaction finds a used key there (AlreadyDone)
  // and, when one of its checks refuses, the stored answer is looked up below: the everyday first try
  // then costs no lookup of its own. The others look first, as their retry must not run again.
  if (!options.claimedInTransaction) {
    const earlier = await stored(services, userId, key, hash);
    if (earlier) return earlier.response as T;
  }

  let used = false;
  const scope: IdempotencyScope = {
    claim: async (q) => {
      used = true;
      const inserted = await q(sql`INSERT INTO idempotency_keys (user_id, key, request_hash, claimed_at)
        VALUES (${userId}, ${key}, ${hash}, ${services.now()}) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`);
      if (!inserted.length) throw new AlreadyDone();
    },
    complete: async (q, response) => {
      await q(sql`UPDATE idempotency_keys SET response = ${JSON.stringify(response)}::jsonb
        WHERE user_id = ${userId} AND key = ${key}`);
    },
    handOver: () => {
      used = true;
      return { userId, key, hash };
    },
  };
  try {
    const response = await run(scope);
    if (!used) {
      await services.db.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, response, claimed_at) VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (user_id, key) DO NOTHING`,
        [userId, key, hash, JSON.stringify(response), services.now()],
      );
    }
    return response;
  } catch (error) {
    if (!(error instanceof AlreadyDone)) {
      // A retry whose checks now refuse (the balance it spent, say) still answers what the first try did.
      const earlier = options.claimedInTransaction && !used ? await stored(services, userId, key, hash) : null;
      if (earlier) return earlier.response as T;
      throw error;
    }
    const done = await stored(services, userId, key, hash);
    if (!done) throw new Error('an idempotency key was claimed but holds no response');
    return done.response as T;
  }
}
