import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { coinDecimals, isCoinCode, isFiat, tryParseAmount } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import { chainFor } from '../../providers/chain/index';
import type { Services } from '../../services';
import { readCoinFlags } from '../coins/flags';
import { ensureSystemAccount, inTransaction, postWith, transferWith, voidWith } from '../ledger/index';
import { notifyTransaction } from '../notifications/events';
import { eurCentsOf } from '../transactions/pricing';
import { changeStatus, insertTransaction, TRANSACTION_COLUMNS, type TransactionRow } from '../transactions/records';
import { advanceHeight, chainHeight } from './height';

/** Where blocked incoming money waits for its proof of funds: the platform holds it, the user does not. */
export const PROOF_OF_FUNDS_ACCOUNT = 'proof_of_funds_suspense';

export class ChainError extends Error {}

function sandboxTxId(): string {
  return createHash('sha256').update(randomBytes(32)).digest('hex');
}

export interface DepositInput {
  wallet: WalletRow;
  amount: string;
  fromAddress?: string | undefined;
  /** Kept in the record's `extra` (a bank transfer's `senderName`, see modules/bank). */
  extra?: Record<string, unknown> | undefined;
}

/**
 * The sandbox chain sees a deposit to a wallet: an UNCONFIRMED record now, credited once it has the
 * configured confirmations (fiat bank transfers need none and are credited at once).
 */
export async function createDeposit(services: Services, input: DepositInput): Promise<string> {
  const { wallet } = input;
  if (!isCoinCode(wallet.coin)) throw new ChainError(`unknown coin ${wallet.coin}`);
  const parsed = tryParseAmount(input.amount, coinDecimals(wallet.coin) ?? 0);
  if (!parsed.ok || parsed.atomic <= 0n) throw new ChainError(`not a positive ${wallet.coin} amount: ${input.amount}`);
  const now = services.now();
  const cents = await eurCentsOf(services, wallet.coin, parsed.atomic, now).catch(() => 0n);
  const required = isFiat(wallet.coin) ? 0 : services.config.depositConfirmations;
  const id = randomUUID();
  const origin = input.fromAddress ?? chainFor(services.config).externalAddress(wallet.coin, id);
  await inTransaction(services.db, async (q) => {
    const [h] = await q<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'sandbox_chain_height'`);
    await insertTransaction(
      q,
      {
        id,
        type: 'DEPOSIT',
        status: 'UNCONFIRMED',
        coin: wallet.coin,
        amount: parsed.atomic,
        amountEurCents: cents,
        walletId: wallet.id,
        walletToId: wallet.id,
        fromAddress: origin,
        toAddress: wallet.coin === 'XRP' ? `${wallet.address}?dt=${wallet.extra.tag}` : wallet.address,
        txId: sandboxTxId(),
        extra: { ...input.extra, confirmations: 0 },
        seenHeight: BigInt(h?.value ?? '0'),
        confirmationsRequired: required,
        createdAt: now,
      },
      [{ userId: wallet.userId, walletId: wallet.id }],
    );
  });
  if (required === 0) await settleOpen(services);
  return id;
}

async function openMovements(services: Services): Promise<(TransactionRow & { ledger_account_id: string })[]> {
  const result = (await services.db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)}, w.ledger_account_id
    FROM transactions t JOIN wallets w ON w.id = COALESCE(t.wallet_to_id, t.wallet_id)
    WHERE t.status IN ('UNCONFIRMED', 'PENDING') AND t.type IN ('DEPOSIT', 'WITHDRAW') ORDER BY t.created_at`)) as unknown as {
    rows: (TransactionRow & { ledger_account_id: string })[];
  };
  return result.rows;
}

/** Credits a confirmed deposit, or parks it (BLOCKED) when it is worth more than the proof-of-funds threshold. */
async function settleDeposit(services: Services, row: TransactionRow & { ledger_account_id: string }, height: bigint) {
  const confirmations = Number(height - BigInt(row.seen_height ?? '0'));
  if (confirmations < (row.confirmations_required ?? 0)) return;
  const blocked = BigInt(row.amount_eur) > services.config.proofOfFundsCents;
  const world = await ensureSystemAccount(services.db, row.coin, 'world');
  const target = blocked
    ? (await ensureSystemAccount(services.db, row.coin, PROOF_OF_FUNDS_ACCOUNT)).id
    : row.ledger_account_id;
  const amount = BigInt(row.amount);
  const credited = await inTransaction(services.db, async (q) => {
    const transfer = await transferWith(q, {
      kind: blocked ? 'deposit_blocked' : 'deposit',
      postings: [
        { accountId: world.id, coin: row.coin, amount: -amount },
        { accountId: target, coin: row.coin, amount },
      ],
      metadata: { transactionId: row.id },
    });
    const changed = await changeStatus(q, row.id, ['UNCONFIRMED'], {
      status: blocked ? 'BLOCKED' : 'CONFIRMED',
      transferId: transfer.id,
      extra: { confirmations },
      at: services.now(),
    });
    // Another instance settled it first: roll this credit back.
    if (!changed) throw new ChainError('already settled');
    return true;
  }).catch((error: unknown) => {
    if (!(error instanceof ChainError)) throw error;
    return false;
  });
  if (credited && !blocked) notifyTransaction(services, row.id, 'deposit_credited', 'to');
}

async function settleWithdrawal(services: Services, row: TransactionRow, height: bigint) {
  if (height <= BigInt(row.seen_height ?? '0') || !row.transfer_id) return;
  const confirmed = await inTransaction(services.db, async (q) => {
    const posted = await postWith(q, row.transfer_id!, { metadata: { transactionId: row.id } });
    const changed = await changeStatus(q, row.id, ['PENDING'], {
      status: 'CONFIRMED',
      txId: sandboxTxId(),
      settleTransferId: posted.id,
      at: services.now(),
    });
    if (!changed) throw new ChainError('already settled');
    return true;
  }).catch((error: unknown) => {
    if (!(error instanceof ChainError) && (error as { code?: string }).code !== 'not_pending') throw error;
    return false;
  });
  if (confirmed) notifyTransaction(services, row.id, 'withdrawal_confirmed', 'from');
}

/**
 * Settles every open deposit and withdrawal the current height allows; returns how many were open.
 * Deposits of a coin whose deposits are paused (`ops coin deposit|maintenance`) stay recorded and
 * UNCONFIRMED: the first settlement after they reopen credits them (docs/decisions/0017).
 */
export async function settleOpen(services: Services): Promise<number> {
  const [height, open, flags] = await Promise.all([
    chainHeight(services.db),
    openMovements(services),
    readCoinFlags(services.db),
  ]);
  for (const row of open) {
    if (row.type === 'DEPOSIT' && !flags.of(row.coin).deposit) continue;
    if (row.type === 'DEPOSIT') await settleDeposit(services, row, height);
    else await settleWithdrawal(services, row, height);
  }
  return open.length;
}

/**
 * The sandbox bank clears every pending bank payment (EUR and GBP withdrawals) now, whatever the chain
 * height (`ops bank settle`); without it they clear with the next sandbox block. Returns how many cleared.
 */
export async function settleBankPayments(services: Services): Promise<number> {
  const open = (await openMovements(services)).filter((row) => row.type === 'WITHDRAW' && isFiat(row.coin));
  for (const row of open) await settleWithdrawal(services, row, BigInt(row.seen_height ?? '0') + 1n);
  return open.length;
}

/** The sandbox chain mines `blocks` blocks, then settles what they confirm. */
export async function mine(services: Services, blocks = 1): Promise<bigint> {
  const height = await advanceHeight(services.db, blocks);
  await settleOpen(services);
  return height;
}

/** The chain refuses a pending withdrawal (sandbox: `ops withdraw fail`): the hold is voided, nothing leaves. */
export async function failWithdrawal(services: Services, transactionId: string): Promise<boolean> {
  const [row] = await services.db.query<{ transfer_id: string | null }>(
    "SELECT transfer_id FROM transactions WHERE id = $1 AND type = 'WITHDRAW' AND status = 'PENDING'",
    [transactionId],
  );
  if (!row?.transfer_id) return false;
  const failed = await inTransaction(services.db, async (q) => {
    const voided = await voidWith(q, row.transfer_id!, { metadata: { transactionId } });
    const changed = await changeStatus(q, transactionId, ['PENDING'], {
      status: 'ERROR',
      settleTransferId: voided.id,
      at: services.now(),
    });
    if (!changed) throw new ChainError('already settled');
    return true;
  });
  if (failed) notifyTransaction(services, transactionId, 'withdrawal_failed', 'from');
  return failed;
}
