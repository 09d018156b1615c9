import { randomUUID } from 'node:crypto';
import type { ProofOfFund, TransactionView } from '@coffer/contract';
import { MAX_IMAGE_SIZE_BYTES } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { PROOF_OF_FUNDS_ACCOUNT } from '../chain/movements';
import { ensureSystemAccount, inTransaction, type TxQuery, transferWith } from '../ledger/index';
import { findOwnTransaction } from '../transactions/list';
import { changeStatus, iso, TRANSACTION_COLUMNS, type TransactionRow, transactionView } from '../transactions/records';

/** Documents one blocked transaction may carry before an operator must look at them. */
export const MAX_PROOFS_OF_FUND = 5;

/** What the file's first bytes say it is; anything else is refused. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffContentType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

/** Decodes the uploaded base64 and checks the spec's 6 MB limit and the file's real type. */
export function decodeUpload(file: string): { bytes: Buffer; contentType: string } {
  const base64 = file.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('bad_params', 'The file is empty');
  if (bytes.length > MAX_IMAGE_SIZE_BYTES) throw new AppError('entity_too_large', 'The file is larger than 6 MB');
  const contentType = sniffContentType(bytes);
  if (!contentType) throw new AppError('bad_params', 'Send a PDF, PNG or JPEG file');
  return { bytes, contentType };
}

interface ProofRow {
  id: string;
  transaction_id: string;
  status: ProofOfFund['status'];
  file_name: string;
  content_type: string;
  size: number;
  created_at: Date | string;
}

function proofView(row: ProofRow): ProofOfFund {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    status: row.status,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    createdAt: iso(row.created_at),
  };
}

/** The user's own incoming transaction (they own its receiving wallet), else `not_found`. */
async function ownIncoming(services: Services, userId: string, id: string): Promise<TransactionRow> {
  const row = await findOwnTransaction(services.db, userId, id);
  const [mine] = await services.db.query('SELECT 1 FROM wallets WHERE id = $1 AND user_id = $2', [
    row.wallet_to_id,
    userId,
  ]);
  if (!mine) throw new AppError('transaction_not_blocked', 'Only money you received can need a proof of funds');
  return row;
}

export async function listProofs(services: Services, userId: string, transactionId: string): Promise<ProofOfFund[]> {
  await findOwnTransaction(services.db, userId, transactionId);
  const rows = await services.db.query<ProofRow>(
    'SELECT * FROM proofs_of_fund WHERE transaction_id = $1 AND user_id = $2 ORDER BY created_at, id',
    [transactionId, userId],
  );
  return rows.map(proofView);
}

export async function addProof(
  services: Services,
  userId: string,
  transactionId: string,
  upload: { fileName: string; file: string },
): Promise<ProofOfFund> {
  const row = await ownIncoming(services, userId, transactionId);
  if (row.status !== 'BLOCKED')
    throw new AppError('transaction_not_blocked', 'This transaction needs no proof of funds');
  const { bytes, contentType } = decodeUpload(upload.file);
  const id = randomUUID();
  const key = randomUUID();
  await inTransaction(services.db, async (q) => {
    // The transaction's row lock makes the count check and the insert one step under concurrent uploads.
    await q(sql`SELECT id FROM transactions WHERE id = ${transactionId} FOR UPDATE`);
    const [count] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM proofs_of_fund WHERE transaction_id = ${transactionId}`,
    );
    if ((count?.n ?? 0) >= MAX_PROOFS_OF_FUND) {
      throw new AppError('max_proof_of_funds_reach', `At most ${MAX_PROOFS_OF_FUND} documents per transaction`);
    }
    await q(sql`INSERT INTO stored_files (key, content_type, bytes) VALUES (${key}, ${contentType}, ${bytes})`);
    await q(sql`INSERT INTO proofs_of_fund (id, transaction_id, user_id, status, file_name, content_type, size, storage_key, created_at)
      VALUES (${id}, ${transactionId}, ${userId}, 'PENDING', ${upload.fileName}, ${contentType}, ${bytes.length}, ${key}, ${services.now()})`);
  });
  const [proof] = await services.db.query<ProofRow>('SELECT * FROM proofs_of_fund WHERE id = $1', [id]);
  return proofView(proof!);
}

async function releaseBlocked(
  services: Services,
  row: TransactionRow,
  to: { accountId: string; kind: string },
  change: (q: TxQuery, transferId: string) => Promise<boolean>,
): Promise<void> {
  const suspense = await ensureSystemAccount(services.db, row.coin, PROOF_OF_FUNDS_ACCOUNT);
  const amount = BigInt(row.amount);
  await inTransaction(services.db, async (q) => {
    const transfer = await transferWith(q, {
      kind: to.kind,
      postings: [
        { accountId: suspense.id, coin: row.coin, amount: -amount },
        { accountId: to.accountId, coin: row.coin, amount },
      ],
      metadata: { transactionId: row.id },
    });
    if (!(await change(q, transfer.id)))
      throw new AppError('transaction_not_blocked', 'The transaction is no longer blocked');
  });
}

/** Sends a blocked incoming transaction back to where it came from. */
export async function refund(services: Services, userId: string, transactionId: string): Promise<TransactionView> {
  const row = await ownIncoming(services, userId, transactionId);
  if (row.status !== 'BLOCKED')
    throw new AppError('transaction_not_blocked', 'Only blocked incoming money can be refunded');
  const world = await ensureSystemAccount(services.db, row.coin, 'world');
  const returnTxId = randomUUID().replaceAll('-', '');
  await releaseBlocked(services, row, { accountId: world.id, kind: 'refund' }, (q, transferId) =>
    changeStatus(q, row.id, ['BLOCKED'], {
      status: 'REFUNDED',
      settleTransferId: transferId,
      refundTransactionId: returnTxId,
      extra: { refundedTo: row.from_address },
      at: services.now(),
    }),
  );
  return transactionView(await findOwnTransaction(services.db, userId, transactionId));
}

export async function listRefundable(services: Services, userId: string) {
  const result = (await services.db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM transactions t
    JOIN wallets w ON w.id = t.wallet_to_id
    WHERE w.user_id = ${userId} AND t.status IN ('BLOCKED', 'REFUNDED') ORDER BY t.created_at DESC LIMIT 200`)) as unknown as {
    rows: TransactionRow[];
  };
  return result.rows.map((row) => {
    const view = transactionView(row);
    return {
      transactionId: view.id,
      status: view.status as 'BLOCKED' | 'REFUNDED',
      coinCode: view.coinCode,
      amount: view.amount,
      toAddress: row.from_address,
      refundTransactionId: view.refundTransactionId,
      createdAt: view.createdAt,
    };
  });
}

/** Operator decision on a blocked transaction's documents (`ops proof approve|reject`). */
export async function decideProofs(services: Services, transactionId: string, approve: boolean): Promise<string> {
  const [row] = (
    (await services.db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)}, w.ledger_account_id
      FROM transactions t JOIN wallets w ON w.id = t.wallet_to_id WHERE t.id = ${transactionId}`)) as unknown as {
      rows: (TransactionRow & { ledger_account_id: string })[];
    }
  ).rows;
  if (!row) return `no transaction ${transactionId}`;
  if (row.status !== 'BLOCKED') return `transaction ${transactionId} is ${row.status}, not BLOCKED`;
  if (!approve) {
    await services.db.query(
      "UPDATE proofs_of_fund SET status = 'REJECTED' WHERE transaction_id = $1 AND status = 'PENDING'",
      [transactionId],
    );
    return `proofs rejected: ${transactionId} stays BLOCKED`;
  }
  await releaseBlocked(
    services,
    row,
    { accountId: row.ledger_account_id, kind: 'deposit_released' },
    async (q, transferId) => {
      await q(
        sql`UPDATE proofs_of_fund SET status = 'APPROVED' WHERE transaction_id = ${transactionId} AND status = 'PENDING'`,
      );
      return changeStatus(q, row.id, ['BLOCKED'], {
        status: 'CONFIRMED',
        settleTransferId: transferId,
        at: services.now(),
      });
    },
  );
  return `proofs approved: ${transactionId} credited`;
}
