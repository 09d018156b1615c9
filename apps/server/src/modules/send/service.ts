import { createHash, randomUUID } from 'node:crypto';
import type { SendQuote, TransactionView } from '@coffer/contract';
import {
  coinDecimals,
  coinFlags,
  formatAmount,
  TIER_WITHDRAW_LIMITS,
  transferPartyName,
  tryParseAmount,
  withdrawFeeOf,
  withdrawLimitOf,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import { queryOf } from '../../db/sql';
import { AppError } from '../../http/app-error';
import type { IdempotencyScope } from '../../http/idempotency';
import type { Services } from '../../services';
import type { AuthContext } from '../auth/authenticate';
import { chainHeight } from '../chain/height';
import { withdrawalsOpen } from '../coins/flags';
import { requireIdentityConfirmed } from '../kyc/gate';
import {
  balanceOf,
  ensureSystemAccount,
  holdWith,
  inTransaction,
  LedgerError,
  type PostingInput,
  type TxQuery,
  transferWith,
} from '../ledger/index';
import { type NotificationInput, notifyLater } from '../notifications/service';
import { MIN_TRANSFER } from '../status/coins';
import { parseAmountField } from '../transactions/amount';
import { coinForEurCents, eurCentsOf } from '../transactions/pricing';
import { insertTransaction, rowOf, type TransactionRow, transactionView } from '../transactions/records';
import { type Destination, lookUpSend, resolveDestination } from './destination';
import { sendBatcher } from './group-commit';

export interface SendRequest {
  to: string;
  amount: string;
  tag?: string | undefined;
}

export interface PlannedSend {
  wallet: WalletRow;
  destination: Destination;
  decimals: number;
  amount: bigint;
  fee: bigint;
  amountEurCents: bigint;
  feeEurCents: bigint;
  /** EUR cents still allowed this month (withdrawals only). */
  limitLeftCents: bigint | null;
  codeRequired: boolean;
  /** Binds an emailed code to this exact send. */
  binding: string;
}

const TIER_LIMIT_UNKNOWN = Math.max(...Object.values(TIER_WITHDRAW_LIMITS));

function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** EUR cents of withdrawals this calendar month (held or done), the tier limit's measure. */
async function withdrawnThisMonth(run: TxQuery, userId: string, at: Date): Promise<bigint> {
  const [row] = await run<{ total: string }>(sql`SELECT COALESCE(SUM(t.amount_eur), 0)::text AS total
    FROM transactions t JOIN wallets w ON w.id = t.wallet_id
    WHERE w.user_id = ${userId} AND t.type = 'WITHDRAW' AND t.status IN ('PENDING', 'CONFIRMED')
      AND t.created_at >= ${monthStart(at)}`);
  return BigInt(row?.total ?? '0');
}

function limitCents(tier: string | null | undefined): bigint {
  return BigInt(withdrawLimitOf(tier) || TIER_LIMIT_UNKNOWN) * 100n;
}

const dbQuery =
  (services: Services): TxQuery =>
  <R>(statement: ReturnType<typeof sql>) =>
    queryOf<R>(services.db, statement);

/** Everything ask-send and send check before any money moves; throws the catalogue error. */
export async function planSend(
  services: Services,
  auth: AuthContext,
  wallet: WalletRow,
  request: SendRequest,
  options: { precheck?: boolean } = {},
): Promise<PlannedSend> {
  // One statement reads the coin's switches and the destination; the checks keep their order.
  const lookup = await lookUpSend(services, wallet, request.to, request.tag, auth.user.id);
  withdrawalsOpen(wallet.coin, coinFlags(lookup.switches));
  const decimals = coinDecimals(wallet.coin) ?? 0;
  const amount = parseAmountField(request.amount, decimals, `At most ${decimals} decimals for ${wallet.coin}`);
  if (amount <= 0n) throw new AppError('amount_too_low', 'The amount must be more than zero');
  const destination = resolveDestination(services, wallet, lookup, request.to, request.tag);
  const now = services.now();
  const tier = auth.user.tier;

  let fee = 0n;
  let feeEurCents = 0n;
  let limitLeftCents: bigint | null = null;
  const amountEurCents = await eurCentsOf(services, wallet.coin, amount, now);
  if (destination.kind === 'withdraw') {
    await requireIdentityConfirmed(services.db, auth.user.id, 'withdrawal', services.config.kycGatedActions);
    const min = tryParseAmount(MIN_TRANSFER[wallet.coin as keyof typeof MIN_TRANSFER] ?? '0', decimals);
    if (min.ok && amount < min.atomic) {
      throw new AppError(
        'amount_too_low',
        `The smallest withdrawal is ${formatAmount(min.atomic, decimals)} ${wallet.coin}`,
      );
    }
    feeEurCents = BigInt(withdrawFeeOf(tier)) * 100n;
    fee = await coinForEurCents(services, wallet.coin, feeEurCents, now);
  }
  // A send's own transaction refuses an overdraft anyway; withdrawals check first so that the balance is
  // reported before the monthly limit, and ask-send checks to warn before a code is sent.
  if (options.precheck || destination.kind === 'withdraw') {
    const { available } = await balanceOf(services.db, wallet.ledgerAccountId);
    if (available < amount + fee)
      throw new AppError('balance_not_enough', 'Not enough balance for this amount and its fee');
  }
  if (destination.kind === 'withdraw') {
    limitLeftCents = limitCents(tier) - (await withdrawnThisMonth(dbQuery(services), auth.user.id, now));
    if (amountEurCents > limitLeftCents) throw monthlyLimitError(limitLeftCents);
  }
  const trusted = destination.kind === 'internal' && destination.trusted;
  const binding = createHash('sha256')
    .update(
      [wallet.id, destination.kind === 'internal' ? destination.walletId : destination.address, amount.toString()].join(
        '|',
      ),
    )
    .digest('hex');
  return {
    wallet,
    destination,
    decimals,
    amount,
    fee,
    amountEurCents,
    feeEurCents,
    limitLeftCents,
    codeRequired: !trusted,
    binding,
  };
}

function monthlyLimitError(leftCents: bigint): AppError {
  const left = formatAmount(leftCents > 0n ? leftCents : 0n, 2);
  return new AppError('amount_too_high', `Over your tier's monthly withdraw limit: ${left} EUR left this month`);
}

/**
 * The sender's name as internal transfers show it ("Ada L.", `transferPartyName`), kept in the record's
 * `extra.senderName` like a bank transfer's payer, so the recipient sees a name rather than an address.
 */
function internalSender(auth: AuthContext): { senderName?: string } {
  const name = transferPartyName(auth.user.firstName, auth.user.lastName);
  return name ? { senderName: name } : {};
}

export function quoteOf(plan: PlannedSend, channel: SendQuote['codeChannel'], recipientName: string | null): SendQuote {
  const d = plan.decimals;
  return {
    type: plan.destination.kind === 'internal' ? 'INTERNAL' : 'WITHDRAW',
    internal: plan.destination.kind === 'internal',
    amount: formatAmount(plan.amount, d),
    fee: formatAmount(plan.fee, d),
    feeEUR: formatAmount(plan.feeEurCents, 2),
    total: formatAmount(plan.amount + plan.fee, d),
    amountEUR: formatAmount(plan.amountEurCents, 2),
    codeRequired: plan.codeRequired,
    codeChannel: plan.codeRequired ? channel : null,
    recipientName,
    withdrawLimitLeftEUR: plan.limitLeftCents === null ? null : formatAmount(plan.limitLeftCents, 2),
  };
}

/** The confirmation code did not match; the transaction rolled back. */
export class CodeRefused extends Error {}

function refusal(error: unknown): never {
  if (error instanceof LedgerError && error.code === 'insufficient_funds') {
    throw new AppError('balance_not_enough', 'Not enough balance for this amount and its fee');
  }
  throw error;
}

/** The ledger transfer, the record and the parties of an internal send (alone or in a group commit). */
function internalSendParts(auth: AuthContext, plan: PlannedSend, transactionId: string, now: Date) {
  const { wallet, destination, amount } = plan;
  if (destination.kind !== 'internal') throw new Error('not an internal send');
  const transfer = {
    id: randomUUID(),
    kind: 'internal',
    postings: [
      { accountId: wallet.ledgerAccountId, coin: wallet.coin, amount: -amount },
      { accountId: destination.ledgerAccountId, coin: wallet.coin, amount },
    ],
    metadata: { transactionId },
  };
  const record = {
    id: transactionId,
    type: 'INTERNAL' as const,
    status: 'CONFIRMED' as const,
    coin: wallet.coin,
    amount,
    amountEurCents: plan.amountEurCents,
    walletId: wallet.id,
    walletToId: destination.walletId,
    fromAddress: wallet.address,
    toAddress: destination.address,
    extra: { ...(wallet.coin === 'XRP' ? { tag: wallet.extra.tag } : {}), ...internalSender(auth) },
    transferId: transfer.id,
    createdAt: now,
  };
  const parties = [
    { userId: auth.user.id, walletId: wallet.id },
    { userId: destination.userId, walletId: destination.walletId },
  ];
  return { transfer, record, parties };
}

/** What the recipient of an internal send is told (`money_received`). */
function receivedNotice(plan: PlannedSend, transactionId: string): NotificationInput {
  const { destination, wallet } = plan;
  if (destination.kind !== 'internal') throw new Error('not an internal send');
  const amount = formatAmount(plan.amount, plan.decimals);
  return { userId: destination.userId, kind: 'money_received', data: { amount, coin: wallet.coin, transactionId } };
}

const noticeArgs = (n: NotificationInput) => [n.userId, n.kind, n.data] as const;

/** A trusted internal send through the group commit (docs/decisions/0032-group-commit.md). */
function batchInternalSend(
  services: Services,
  auth: AuthContext,
  plan: PlannedSend,
  idempotency: IdempotencyScope | undefined,
  transactionId: string,
  now: Date,
): Promise<TransactionView> {
  const parts = internalSendParts(auth, plan, transactionId, now);
  const alone = () =>
    inTransaction(services.db, async (q) => {
      await idempotency?.claim(q);
      await transferWith(q, parts.transfer);
      const view = transactionView(await insertTransaction(q, parts.record, parts.parties));
      await idempotency?.complete(q, view);
      return view;
    });
  return sendBatcher(services).submit({
    ...parts,
    notice: receivedNotice(plan, transactionId),
    idempotency: idempotency?.handOver(),
    view: transactionView(rowOf(parts.record)),
    alone,
  });
}

/**
 * Moves the money of a checked send in one database transaction with its record (and the stored
 * idempotent response): an internal transfer posts at once; a withdrawal holds amount + fee until the
 * chain confirms, after checking the month's limit under the user's row lock.
 */
export async function executeSend(
  services: Services,
  auth: AuthContext,
  plan: PlannedSend,
  idempotency: IdempotencyScope | undefined,
  verifyCode?: (q: TxQuery) => Promise<boolean>,
): Promise<TransactionView> {
  const { wallet, destination, amount, fee } = plan;
  const transactionId = randomUUID();
  const now = services.now();
  const world =
    destination.kind === 'withdraw'
      ? await ensureSystemAccount(services.db, wallet.coin, 'withdrawals_in_flight')
      : null;
  const fees = fee > 0n ? await ensureSystemAccount(services.db, wallet.coin, 'fees') : null;
  const height = destination.kind === 'withdraw' ? await chainHeight(services.db) : null;
  if (destination.kind === 'internal' && !verifyCode && !plan.codeRequired) {
    return batchInternalSend(services, auth, plan, idempotency, transactionId, now).catch(refusal);
  }
  try {
    const sent = await inTransaction(services.db, async (q) => {
      // First the key (a racing duplicate waits here), then the code: both count only if the money moves.
      await idempotency?.claim(q);
      if (verifyCode && !(await verifyCode(q))) throw new CodeRefused();
      let row: TransactionRow;
      if (destination.kind === 'internal') {
        const parts = internalSendParts(auth, plan, transactionId, now);
        await transferWith(q, parts.transfer);
        row = await insertTransaction(q, parts.record, parts.parties);
        if (plan.codeRequired) {
          await q(sql`INSERT INTO trusted_recipients (user_id, wallet_id, created_at)
            VALUES (${auth.user.id}, ${destination.walletId}, ${now}) ON CONFLICT DO NOTHING`);
        }
      } else {
        const postings: PostingInput[] = [
          { accountId: wallet.ledgerAccountId, coin: wallet.coin, amount: -(amount + fee) },
          { accountId: world!.id, coin: wallet.coin, amount },
        ];
        if (fees) postings.push({ accountId: fees.id, coin: wallet.coin, amount: fee });
        const held = await holdWith(q, { kind: 'withdraw', postings, metadata: { transactionId } });
        // After the ledger locks: the user's row serialises this month's limit check across their wallets.
        await q(sql`SELECT id FROM users WHERE id = ${auth.user.id} FOR UPDATE`);
        const [tier] = await q<{ tier: string }>(sql`SELECT tier FROM users WHERE id = ${auth.user.id}`);
        const left = limitCents(tier?.tier) - (await withdrawnThisMonth(q, auth.user.id, now));
        if (plan.amountEurCents > left) throw monthlyLimitError(left);
        row = await insertTransaction(
          q,
          {
            id: transactionId,
            type: 'WITHDRAW',
            status: 'PENDING',
            coin: wallet.coin,
            amount,
            fees: fee,
            amountEurCents: plan.amountEurCents,
            walletId: wallet.id,
            walletToId: null,
            fromAddress: wallet.address,
            toAddress: destination.address,
            transferId: held.id,
            seenHeight: height,
            confirmationsRequired: 1,
            createdAt: now,
          },
          [{ userId: auth.user.id, walletId: wallet.id }],
        );
      }
      const view = transactionView(row);
      await idempotency?.complete(q, view);
      return view;
    });
    if (destination.kind === 'internal') notifyLater(services, ...noticeArgs(receivedNotice(plan, transactionId)));
    return sent;
  } catch (error) {
    refusal(error);
  }
}
