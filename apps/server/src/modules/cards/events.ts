import { randomUUID } from 'node:crypto';
import { cardSpendBlock } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { inTransaction, postWith, transferWith, voidWith } from '../ledger/index';
import { atomic, type TxQuery } from '../ledger/sql';
import { notifyCardOperation } from '../notifications/events';
import { insertTransaction } from '../transactions/records';
import { cardAccounts, coverAdvice, holdUnlessShort, transferUnlessShort } from './ledger-steps';
import { lockCard, lockOperation, requireStatus } from './locks';
import { type MerchantCurrency, priceCardAmount } from './pricing';
import { monthStart } from './records';
import { settleCashback } from './settle';

/** Why an authorisation was declined; recorded on the REJECTED operation. */
export type DeclineReason = 'card_not_active' | 'card_reported' | 'insufficient_funds' | 'monthly_limit';

export interface AuthorizationRequest {
  /** The issuer's event id: the same id twice is applied once. */
  eventId: string;
  cardId: string;
  /** Merchant amount in cents of `currency`. */
  cents: bigint;
  currency: MerchantCurrency;
  merchantName: string | null;
  merchantId: string | null;
  mcc: string | null;
  country: string | null;
  /** ATM withdrawals are cleared at once and carry the withdraw fee. */
  atm?: boolean;
  /**
   * An authorisation advice: the network or issuer already approved it (stand-in processing). Coffer
   * records and holds it whatever its own checks say; what the wallet cannot cover is held from card_losses.
   */
  advice?: boolean;
}

export interface EventResult {
  operationId: string;
  status: string;
  declineReason: string | null;
  /** False when the event id had been applied before (nothing moved this time). */
  applied: boolean;
}

/** Claims an issuer event id inside the transaction; null when it was seen before (its result is returned). */
async function claimEvent(q: TxQuery, eventId: string, kind: string, now: Date): Promise<EventResult | null> {
  const claimed =
    await q(sql`INSERT INTO card_issuer_events (event_id, kind, created_at) VALUES (${eventId}, ${kind}, ${now})
    ON CONFLICT (event_id) DO NOTHING RETURNING event_id`);
  if (claimed.length) return null;
  const [seen] = await q<{ operation_id: string | null; status: string | null; decline_reason: string | null }>(
    sql`SELECT e.operation_id, o.status, o.decline_reason FROM card_issuer_events e
        LEFT JOIN card_operations o ON o.id = e.operation_id WHERE e.event_id = ${eventId}`,
  );
  return {
    operationId: seen?.operation_id ?? '',
    status: seen?.status ?? 'UNKNOWN',
    declineReason: seen?.decline_reason ?? null,
    applied: false,
  };
}

async function recordEvent(q: TxQuery, eventId: string, operationId: string): Promise<void> {
  await q(sql`UPDATE card_issuer_events SET operation_id = ${operationId} WHERE event_id = ${eventId}`);
}

async function spendCents(q: TxQuery, cardId: string, now: Date): Promise<bigint> {
  const [row] = await q<{
    total: string;
  }>(sql`SELECT (coalesce(sum(amount_eur) FILTER (WHERE status IN ('AUTHORIZED', 'CONFIRMED')), 0)
      - coalesce(sum(amount_eur) FILTER (WHERE status = 'REFUNDED'), 0))::text AS total
    FROM card_operations WHERE card_id = ${cardId} AND created_at >= ${monthStart(now)}`);
  return atomic(row?.total ?? '0');
}

/**
 * The issuer asks whether to approve a card payment (or ATM withdrawal): decided synchronously in one
 * database transaction under the card's lock. Approve holds the amount on the funding wallet; decline
 * records the reason. The same event id twice is applied once.
 */
export async function authorize(services: Services, request: AuthorizationRequest): Promise<EventResult> {
  const now = services.now();
  const [peek] = await services.db.query<{ coin: string; user_id: string; wallet_id: string }>(
    'SELECT w.coin, c.user_id, c.wallet_id FROM cards c JOIN wallets w ON w.id = c.wallet_id WHERE c.id = $1',
    [request.cardId],
  );
  if (!peek) throw new AppError('not_found', 'No such card');
  const atm = request.atm === true;
  const advice = request.advice === true && !atm;
  const priced = await priceCardAmount(services, peek.coin, request.cents, request.currency, now, atm);
  const accounts = await cardAccounts(services, peek.coin);
  const result = await inTransaction(services.db, async (q) => {
    const seen = await claimEvent(q, request.eventId, atm ? 'atm' : advice ? 'advice' : 'authorization', now);
    if (seen) return seen;
    const card = await lockCard(q, request.cardId);
    if (card.coin !== peek.coin || card.wallet_id !== peek.wallet_id)
      throw new AppError('bad_request', 'The card changed; retry');
    const [wallet] = await q<{ ledger_account_id: string; address: string }>(
      sql`SELECT ledger_account_id, address FROM wallets WHERE id = ${card.wallet_id}`,
    );
    const operationId = randomUUID();
    // The wallet's record; the ledger's verify wants the transfer to name it.
    const transactionId = randomUUID();
    let reason: DeclineReason | null = advice ? null : cardSpendBlock(card.status);
    if (!reason && !advice) {
      const spent = await spendCents(q, card.id, now);
      if (spent + priced.amountEurCents > BigInt(card.monthly_limit) * 100n) reason = 'monthly_limit';
    }
    let holdId: string | null = null;
    let uncovered = 0n;
    if (!reason && wallet) {
      const total = priced.amount + priced.fee;
      const postings = [
        { accountId: wallet.ledger_account_id, coin: card.coin, amount: -total },
        { accountId: accounts.settlement, coin: card.coin, amount: priced.amount },
      ];
      if (priced.fee > 0n) postings.push({ accountId: accounts.fees, coin: card.coin, amount: priced.fee });
      const held = await holdUnlessShort(q, {
        kind: atm ? 'card_atm' : 'card_authorization',
        postings,
        metadata: { cardOperationId: operationId, transactionId },
      });
      if (held) holdId = held.id;
      else if (advice) {
        const cover = await coverAdvice(q, wallet.ledger_account_id, accounts, card.coin, priced.amount, {
          cardOperationId: operationId,
          transactionId,
        });
        holdId = cover.holdId;
        uncovered = cover.uncovered;
      } else reason = 'insufficient_funds';
    }
    const settled = holdId && atm ? await postWith(q, holdId, { metadata: { cardOperationId: operationId } }) : null;
    const status = reason ? 'REJECTED' : atm ? 'CONFIRMED' : 'AUTHORIZED';
    // authorized_amount is what the wallet's hold debits (less than amount when an advice was covered).
    await q(sql`INSERT INTO card_operations (id, card_id, user_id, wallet_id, coin, type, status, decline_reason, amount, fees,
        authorized_amount, uncollected, transaction_amount, transaction_currency, amount_eur, country, merchant_id, merchant_name,
        merchant_category_code, hold_transfer_id, settle_transfer_id, created_at, updated_at)
      VALUES (${operationId}, ${card.id}, ${card.user_id}, ${card.wallet_id}, ${card.coin}, ${atm ? 'ATM' : 'PURCHASE'}, ${status},
        ${reason}, ${priced.amount.toString()}::numeric, ${priced.fee.toString()}::numeric,
        ${(priced.amount - uncovered).toString()}::numeric, ${uncovered.toString()}::numeric,
        ${request.cents.toString()}::numeric, ${request.currency}, ${priced.amountEurCents.toString()}::numeric, ${request.country},
        ${request.merchantId}, ${request.merchantName}, ${request.mcc}, ${holdId}, ${settled?.id ?? null}, ${now}, ${now})`);
    if (holdId && wallet) {
      await insertTransaction(
        q,
        {
          id: transactionId,
          type: 'OUTGOING',
          status: atm ? 'CONFIRMED' : 'PENDING',
          coin: card.coin,
          amount: priced.amount - uncovered,
          fees: priced.fee,
          amountEurCents: priced.amountEurCents,
          walletId: card.wallet_id,
          walletToId: null,
          fromAddress: wallet.address,
          toAddress: request.merchantName,
          extra: {
            cardOperationId: operationId,
            operationType: atm ? 'ATM' : 'PURCHASE',
            merchantName: request.merchantName,
          },
          transferId: holdId,
          ref: 'CARD_OPERATION',
          createdAt: now,
        },
        [{ userId: card.user_id, walletId: card.wallet_id }],
      );
      await q(sql`UPDATE card_operations SET transaction_id = ${transactionId} WHERE id = ${operationId}`);
      if (settled) await q(sql`UPDATE transactions SET settle_transfer_id = ${settled.id} WHERE id = ${transactionId}`);
    }
    await recordEvent(q, request.eventId, operationId);
    return { operationId, status, declineReason: reason, applied: true };
  });
  if (result.applied)
    notifyCardOperation(services, peek.user_id, result, priced.amount, peek.coin, request.merchantName);
  return result;
}

/**
 * Clearing: the merchant captures an authorisation, for the held amount or for `cents` (less releases
 * the rest of the hold; more takes the difference from the wallet, or from Coffer's card_losses
 * account when the wallet cannot cover it). Pays the tier's card cashback.
 */
export async function clear(services: Services, input: { eventId: string; operationId: string; cents?: bigint }) {
  const now = services.now();
  const [peek] = await services.db.query<{
    coin: string;
    user_id: string;
    tier: string;
    amount_eur: string;
    transaction_amount: string;
  }>(
    `SELECT o.coin, o.user_id, u.tier, o.amount_eur::text AS amount_eur, o.transaction_amount::text AS transaction_amount
       FROM card_operations o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [input.operationId],
  );
  if (!peek) throw new AppError('not_found', 'No such card operation');
  const accounts = await cardAccounts(services, peek.coin);
  const cashbackPlan = await settleCashback.plan(services, peek, input.cents, now);
  return inTransaction(services.db, async (q): Promise<EventResult> => {
    const seen = await claimEvent(q, input.eventId, 'clearing', now);
    if (seen) return seen;
    const op = await lockOperation(q, input.operationId);
    requireStatus(op, 'AUTHORIZED');
    const held = atomic(op.amount);
    const heldCents = atomic(op.transaction_amount);
    const cents = input.cents ?? heldCents;
    const covered = atomic(op.uncollected);
    if (covered > 0n && cents !== heldCents)
      throw new AppError('transaction_status_invalid', 'A covered advice clears for its advised amount only');
    if (cents <= 0n) throw new AppError('amount_too_low', 'A clearing moves some money');
    const amount = cents === heldCents ? held : (held * cents + heldCents - 1n) / heldCents;
    const amountEur =
      cents === heldCents ? atomic(op.amount_eur) : (atomic(op.amount_eur) * cents + heldCents / 2n) / heldCents;
    const legs = (value: bigint) => [
      { accountId: op.ledger_account_id, coin: op.coin, amount: -value },
      { accountId: accounts.settlement, coin: op.coin, amount: value },
    ];
    const meta = { cardOperationId: op.id };
    const settle = await postWith(q, op.hold_transfer_id as string, {
      metadata: meta,
      ...(amount < held ? { amounts: legs(amount) } : {}),
    });
    let extraId: string | null = null;
    let uncollected = covered;
    if (amount > held) {
      const extra = amount - held;
      const fromWallet = await transferUnlessShort(q, {
        kind: 'card_clearing_extra',
        postings: legs(extra),
        metadata: meta,
      });
      if (fromWallet) extraId = fromWallet.id;
      else {
        uncollected += extra;
        const fromLosses = await transferWith(q, {
          kind: 'card_clearing_uncollected',
          postings: [
            { accountId: accounts.losses, coin: op.coin, amount: -extra },
            { accountId: accounts.settlement, coin: op.coin, amount: extra },
          ],
          metadata: meta,
        });
        extraId = fromLosses.id;
      }
    }
    const cashbackId = await settleCashback.pay(q, op, cashbackPlan, now);
    await q(sql`UPDATE card_operations SET status = 'CONFIRMED', amount = ${amount.toString()}::numeric,
        amount_eur = ${amountEur.toString()}::numeric, transaction_amount = ${cents.toString()}::numeric,
        uncollected = ${uncollected.toString()}::numeric, settle_transfer_id = ${settle.id}, extra_transfer_id = ${extraId},
        cashback_transaction_id = ${cashbackId}, updated_at = ${now} WHERE id = ${op.id}`);
    // The wallet's record shows what the wallet paid (an uncollected over-capture is Coffer's).
    await q(sql`UPDATE transactions SET status = 'CONFIRMED', amount = ${(amount - uncollected).toString()}::numeric,
        amount_eur = ${amountEur.toString()}::numeric, settle_transfer_id = ${settle.id}, updated_at = ${now}
      WHERE id = ${op.transaction_id}`);
    await recordEvent(q, input.eventId, op.id);
    return { operationId: op.id, status: 'CONFIRMED', declineReason: null, applied: true };
  });
}

/** Reversal (the merchant or the issuer cancels an authorisation before clearing): the hold is voided. */
export async function reverse(services: Services, input: { eventId: string; operationId: string }) {
  const now = services.now();
  return inTransaction(services.db, async (q): Promise<EventResult> => {
    const seen = await claimEvent(q, input.eventId, 'reversal', now);
    if (seen) return seen;
    const op = await lockOperation(q, input.operationId);
    requireStatus(op, 'AUTHORIZED');
    const voided = await voidWith(q, op.hold_transfer_id as string, { metadata: { cardOperationId: op.id } });
    await q(sql`UPDATE card_operations SET status = 'CANCELED', settle_transfer_id = ${voided.id}, updated_at = ${now}
      WHERE id = ${op.id}`);
    await q(sql`UPDATE transactions SET status = 'CANCELED', settle_transfer_id = ${voided.id}, updated_at = ${now}
      WHERE id = ${op.transaction_id}`);
    await recordEvent(q, input.eventId, op.id);
    return { operationId: op.id, status: 'CANCELED', declineReason: null, applied: true };
  });
}

/**
 * Refund of a cleared purchase, in full or for `cents` of the merchant currency: the wallet is
 * credited from card_settlement, as a REFUND operation (status REFUNDED) and an incoming transaction.
 * Refunds never exceed what the wallet paid.
 */
export async function refund(services: Services, input: { eventId: string; operationId: string; cents?: bigint }) {
  const now = services.now();
  const [peek] = await services.db.query<{ coin: string }>('SELECT coin FROM card_operations WHERE id = $1', [
    input.operationId,
  ]);
  if (!peek) throw new AppError('not_found', 'No such card operation');
  const accounts = await cardAccounts(services, peek.coin);
  return inTransaction(services.db, async (q): Promise<EventResult> => {
    const seen = await claimEvent(q, input.eventId, 'refund', now);
    if (seen) return seen;
    const op = await lockOperation(q, input.operationId);
    requireStatus(op, 'CONFIRMED', 'PURCHASE');
    const paid = atomic(op.amount) - atomic(op.uncollected);
    const whole = atomic(op.transaction_amount);
    const left = paid - atomic(op.refunded);
    // Without an amount the refund is whatever is left; with one, its share of what the wallet paid.
    const wanted = input.cents === undefined ? left : input.cents >= whole ? paid : (paid * input.cents) / whole;
    if (wanted <= 0n || wanted > left) throw new AppError('amount_too_high', 'More than is left to refund');
    const cents = paid === 0n ? 0n : (whole * wanted) / paid;
    const amountEur = paid === 0n ? 0n : (atomic(op.amount_eur) * wanted) / paid;
    const refundId = randomUUID();
    const transactionId = randomUUID();
    const moved = await transferWith(q, {
      kind: 'card_refund',
      postings: [
        { accountId: accounts.settlement, coin: op.coin, amount: -wanted },
        { accountId: op.ledger_account_id, coin: op.coin, amount: wanted },
      ],
      metadata: { cardOperationId: refundId, parentId: op.id, transactionId },
    });
    const [wallet] = await q<{ address: string }>(sql`SELECT address FROM wallets WHERE id = ${op.wallet_id}`);
    await insertTransaction(
      q,
      {
        id: transactionId,
        type: 'INCOMING',
        status: 'CONFIRMED',
        coin: op.coin,
        amount: wanted,
        amountEurCents: amountEur,
        walletId: op.wallet_id,
        walletToId: op.wallet_id,
        fromAddress: op.merchant_name,
        toAddress: wallet?.address ?? null,
        extra: { cardOperationId: refundId, operationType: 'REFUND', merchantName: op.merchant_name },
        transferId: moved.id,
        ref: 'CARD_OPERATION',
        createdAt: now,
      },
      [{ userId: op.user_id, walletId: op.wallet_id }],
    );
    await q(sql`INSERT INTO card_operations (id, card_id, user_id, wallet_id, coin, type, status, amount, authorized_amount,
        transaction_amount, transaction_currency, amount_eur, country, merchant_id, merchant_name, merchant_category_code,
        parent_id, transfer_id, transaction_id, created_at, updated_at)
      VALUES (${refundId}, ${op.card_id}, ${op.user_id}, ${op.wallet_id}, ${op.coin}, 'REFUND', 'REFUNDED',
        ${wanted.toString()}::numeric, 0, ${cents.toString()}::numeric, ${op.transaction_currency},
        ${amountEur.toString()}::numeric, ${op.country}, ${op.merchant_id}, ${op.merchant_name}, ${op.merchant_category_code},
        ${op.id}, ${moved.id}, ${transactionId}, ${now}, ${now})`);
    await q(
      sql`UPDATE card_operations SET refunded = refunded + ${wanted.toString()}::numeric, updated_at = ${now} WHERE id = ${op.id}`,
    );
    const refundedBefore = atomic(op.refunded);
    await settleCashback.takeBack(q, op, { paid, refundedBefore, refunded: wanted, refundId }, now);
    await recordEvent(q, input.eventId, refundId);
    return { operationId: refundId, status: 'REFUNDED', declineReason: null, applied: true };
  });
}
