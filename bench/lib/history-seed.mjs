// Seeds a long history straight into the database: the API would need hours to make a million rows.
import { join } from 'node:path';
import { psql } from './postgres.mjs';

/** One row every 30 s: a million rows span about 347 days, ending an hour before now. */
export const STEP_SECONDS = 30;

/**
 * The SQL that gives one user's wallet `count` more confirmed transactions, alternating DEPOSIT (in)
 * and WITHDRAW (out) of small EUR amounts, numbered densely after the wallet's and user's existing
 * rows, as `insertTransaction` numbers them, and newest last.
 * @param {{ walletId: string, count: number }} input
 * @returns {string[]} statements, run in order
 */
export function seedStatements({ walletId, count }) {
  const userId = `(SELECT user_id FROM wallets WHERE id = '${walletId}')`;
  const start = `now() - interval '1 hour' - ${count * STEP_SECONDS} * interval '1 second'`;
  return [
    `CREATE TEMP TABLE seed AS SELECT i, gen_random_uuid() AS id,
       CASE WHEN i % 2 = 0 THEN 'DEPOSIT' ELSE 'WITHDRAW' END AS type,
       ${start} + i * interval '${STEP_SECONDS} seconds' AS at
     FROM generate_series(1, ${count}) AS i`,
    `INSERT INTO transactions (id, type, status, coin, amount, amount_eur, wallet_id, wallet_to_id,
       from_address, to_address, created_at, updated_at)
     SELECT id, type, 'CONFIRMED', 'EUR', 100 + i % 997, 100 + i % 997,
       CASE WHEN type = 'WITHDRAW' THEN '${walletId}'::uuid END,
       CASE WHEN type = 'DEPOSIT' THEN '${walletId}'::uuid END,
       CASE WHEN type = 'DEPOSIT' THEN 'GB29NWBK60161331926819' END,
       CASE WHEN type = 'WITHDRAW' THEN 'GB94BARC10201530093459' END,
       at, at
     FROM seed`,
    `INSERT INTO transaction_entries (transaction_id, user_id, wallet_id, wallet_seq, user_seq, type, created_at)
     SELECT s.id, w.user_id, w.id, coalesce(wc.n, 0) + s.i, coalesce(uc.n, 0) + s.i, s.type, s.at
     FROM seed s JOIN wallets w ON w.id = '${walletId}'
       LEFT JOIN wallet_entry_counts wc ON wc.wallet_id = w.id LEFT JOIN user_entry_counts uc ON uc.user_id = w.user_id`,
    `INSERT INTO wallet_entry_counts AS k (wallet_id, n) VALUES ('${walletId}', ${count})
     ON CONFLICT (wallet_id) DO UPDATE SET n = k.n + EXCLUDED.n`,
    `INSERT INTO user_entry_counts AS k (user_id, n) VALUES (${userId}, ${count})
     ON CONFLICT (user_id) DO UPDATE SET n = k.n + EXCLUDED.n`,
    'DROP TABLE seed',
    'ANALYZE transactions',
    'ANALYZE transaction_entries',
  ];
}

/**
 * @param {string} database PostgreSQL database name
 * @param {string[]} statements
 */
export async function seedPostgres(database, statements) {
  await psql(`BEGIN; ${statements.join(';\n')}; COMMIT;`, database);
}

/**
 * Seeds the embedded database in `dataDir` (the server must be stopped: PGlite has one owner).
 * @param {string} dataDir
 * @param {string[]} statements
 */
export async function seedPglite(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    await db.waitReady;
    await db.transaction(async (tx) => {
      for (const statement of statements.filter((s) => !s.startsWith('ANALYZE'))) await tx.exec(statement);
    });
    for (const statement of statements.filter((s) => s.startsWith('ANALYZE'))) await db.exec(statement);
  } finally {
    await db.close();
  }
}
