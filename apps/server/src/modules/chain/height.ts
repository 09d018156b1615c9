import type { Database } from '../../db/client';

const HEIGHT_KEY = 'sandbox_chain_height';

/** The sandbox chain's block height (0 before the first block). */
export async function chainHeight(db: Pick<Database, 'query'>): Promise<bigint> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [HEIGHT_KEY]);
  return row ? BigInt(row.value) : 0n;
}

/** Adds `blocks` to the height atomically (two instances mining at once both count) and returns the new height. */
export async function advanceHeight(db: Pick<Database, 'query'>, blocks: number): Promise<bigint> {
  const [row] = await db.query<{ value: string }>(
    `INSERT INTO settings (key, value) VALUES ($1, $2::bigint::text)
     ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + $2::bigint)::text, updated_at = now()
     RETURNING value`,
    [HEIGHT_KEY, blocks],
  );
  return BigInt(row!.value);
}
