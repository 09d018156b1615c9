import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { TxQuery } from '../modules/ledger/sql';
import type { Services } from '../services';
import { AppError } from './app-error';

/** Handed to a money-moving handler: it stores the response in the same transaction as the money. */
export interface IdempotencyScope {
  complete(q: TxQuery, response: unknown): Promise<void>;
}

/** A claim older than this belongs to a request that died (crash, timeout): a retry may take it over. */
export const CLAIM_LEASE_MS = 60_000;
const WAIT_STEP_MS = 25;
const MAX_WAIT_MS = 30_000;
const KEY = /^[\x21-\x7e]{1,128}$/;

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; response: unknown };

async function claim(services: Services, userId: string, key: string, hash: string): Promise<Claim> {
  const { db } = services;
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const now = services.now();
    const [inserted] = await db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, claimed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, hash, now],
    );
    if (inserted) return { kind: 'claimed' };
    const [row] = await db.query<{ request_hash: string; response: unknown; claimed_at: Date | string }>(
      'SELECT request_hash, response, claimed_at FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    if (!row) continue; // released by a failed first attempt meanwhile: try to claim it ourselves
    if (row.request_hash !== hash) {
      throw new AppError('bad_request', 'This Idempotency-Key was already used for a different request');
    }
    if (row.response !== null && row.response !== undefined) return { kind: 'replay', response: row.response };
    const claimedAt = new Date(row.claimed_at);
    if (now.getTime() - claimedAt.getTime() > CLAIM_LEASE_MS) {
      const [taken] = await db.query(
        `UPDATE idempotency_keys SET claimed_at = $3 WHERE user_id = $1 AND key = $2 AND response IS NULL
           AND claimed_at = $4 RETURNING key`,
        [userId, key, now, claimedAt],
      );
      if (taken) return { kind: 'claimed' };
      continue;
    }
    if (Date.now() > deadline) throw new AppError('rate_limited', 'The same request is still being processed');
    await sleep(WAIT_STEP_MS); // the first request with this key is running: answer what it answers
  }
}

/**
 * Runs a money-moving request at most once per (user, Idempotency-Key): the first claims the key,
 * concurrent duplicates wait for its answer, later ones get the stored answer, and the same key with
 * another body is refused. Only successes are stored; a failed attempt releases the key for a retry.
 */
export async function withIdempotency<T>(
  services: Services,
  userId: string,
  key: string | undefined,
  hash: string,
  run: (scope: IdempotencyScope | undefined) => Promise<T>,
): Promise<T> {
  if (key === undefined) return run(undefined);
  if (!KEY.test(key)) throw new AppError('bad_request', 'Idempotency-Key must be 1 to 128 visible ASCII characters');
  const claimed = await claim(services, userId, key, hash);
  if (claimed.kind === 'replay') return claimed.response as T;
  let completed = false;
  const scope: IdempotencyScope = {
    complete: async (q, response) => {
      await q(sql`UPDATE idempotency_keys SET response = ${JSON.stringify(response)}::jsonb
        WHERE user_id = ${userId} AND key = ${key}`);
      completed = true;
    },
  };
  try {
    const response = await run(scope);
    if (!completed) {
      await services.db.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        JSON.stringify(response),
      ]);
    }
    return response;
  } catch (error) {
    // A response stored by a transaction that committed stays; an unfinished claim is released.
    await services.db
      .query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND response IS NULL', [userId, key])
      .catch(() => undefined);
    throw error;
  }
}
