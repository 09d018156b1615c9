import { randomUUID } from 'node:crypto';
import { PLATFORM_TOKEN_CODE } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { Services } from '../../services';
import { ensureSystemAccount, transferWith } from '../ledger/index';
import { atomic, type TxQuery } from '../ledger/sql';
import { insertTransaction } from '../transactions/records';
import { openPlatformWallet } from '../wallets/service';
import { transferUnlessShort } from './ledger-steps';
import { cardCashback } from './pricing';

interface CashbackPlan {
  amount: bigint;
  valueCents: bigint;
  wallet: { id: string; ledgerAccountId: string; address: string } | null;
  accountId: string | null;
}

/**
 * Card cashback (spec section 9: the tier's card rate, special tiers only): priced before the clearing's
 * transaction (prices are not read under locks), paid inside it as a CASHBACK_CARD incoming transaction
 * to the AMN wallet, from the `cashback` system account.
 */
export const settleCashback = {
  async plan(
    services: Services,
    op: { user_id: string; tier: string; amount_eur: string; transaction_amount: string },
    cents: bigint | undefined,
    now: Date,
  ): Promise<CashbackPlan> {
    const whole = atomic(op.transaction_amount);
    const eur = cents === undefined || whole === 0n ? atomic(op.amount_eur) : (atomic(op.amount_eur) * cents) / whole;
    const { amount, valueCents } = await cardCashback(services, op.tier, eur, now);
    if (amount <= 0n) return { amount: 0n, valueCents: 0n, wallet: null, accountId: null };
    const [wallet, account] = await Promise.all([
      openPlatformWallet(services, op.user_id),
      ensureSystemAccount(services.db, PLATFORM_TOKEN_CODE, 'cashback'),
    ]);
    return { amount, valueCents, wallet, accountId: account.id };
  },

  async pay(q: TxQuery, op: { id: string; user_id: string; type: string }, plan: CashbackPlan, now: Date) {
    if (op.type !== 'PURCHASE' || plan.amount <= 0n || !plan.wallet || !plan.accountId) return null;
    const transactionId = randomUUID();
    const moved = await transferWith(q, {
      kind: 'card_cashback',
      postings: [
        { accountId: plan.accountId, coin: PLATFORM_TOKEN_CODE, amount: -plan.amount },
        { accountId: plan.wallet.ledgerAccountId, coin: PLATFORM_TOKEN_CODE, amount: plan.amount },
      ],
      metadata: { transactionId, cardOperationId: op.id },
    });
    await insertTransaction(
      q,
      {
        id: transactionId,
        type: 'INCOMING',
        status: 'CONFIRMED',
        coin: PLATFORM_TOKEN_CODE,
        amount: plan.amount,
        amountEurCents: plan.valueCents,
        walletId: plan.wallet.id,
        walletToId: plan.wallet.id,
        fromAddress: 'CASHBACK_CARD',
        toAddress: plan.wallet.address,
        extra: { cardOperationId: op.id },
        transferId: moved.id,
        createdAt: now,
      },
      [{ userId: op.user_id, walletId: plan.wallet.id }],
    );
    return transactionId;
  },

  /**
   * A refund takes back its share of the purchase's cashback: cumulatively, the cashback times the part of
   * what the wallet paid that is refunded (rounded down, so never more than was paid), as an OUTGOING
   * CASHBACK_CARD transaction back to the `cashback` account. What the AMN wallet no longer holds is forgiven.
   */
  async takeBack(
    q: TxQuery,
    op: { id: string; user_id: string; cashback_transaction_id: string | null },
    share: { paid: bigint; refundedBefore: bigint; refunded: bigint; refundId: string },
    now: Date,
  ): Promise<string | null> {
    if (!op.cashback_transaction_id || share.paid <= 0n) return null;
    const [paid] = await q<{
      amount: string;
      amount_eur: string;
      wallet_id: string;
      ledger_account_id: string;
      address: string;
    }>(
      sql`SELECT t.amount::text AS amount, coalesce(t.amount_eur, 0)::text AS amount_eur, t.wallet_id, w.ledger_account_id, w.address
        FROM transactions t JOIN wallets w ON w.id = t.wallet_id WHERE t.id = ${op.cashback_transaction_id}`,
    );
    const [account] = await q<{ id: string }>(
      sql`SELECT id FROM ledger_accounts WHERE kind = 'system' AND code = 'cashback' AND coin = ${PLATFORM_TOKEN_CODE}`,
    );
    if (!paid || !account) return null;
    const cashback = atomic(paid.amount);
    const upTo = (refunded: bigint) => (cashback * refunded) / share.paid;
    const amount = upTo(share.refundedBefore + share.refunded) - upTo(share.refundedBefore);
    if (amount <= 0n) return null;
    const transactionId = randomUUID();
    const moved = await transferUnlessShort(q, {
      kind: 'card_cashback_reversal',
      postings: [
        { accountId: paid.ledger_account_id, coin: PLATFORM_TOKEN_CODE, amount: -amount },
        { accountId: account.id, coin: PLATFORM_TOKEN_CODE, amount },
      ],
      metadata: { transactionId, cardOperationId: share.refundId, parentId: op.id },
    });
    if (!moved) return null;
    await insertTransaction(
      q,
      {
        id: transactionId,
        type: 'OUTGOING',
        status: 'CONFIRMED',
        coin: PLATFORM_TOKEN_CODE,
        amount,
        amountEurCents: cashback === 0n ? 0n : (atomic(paid.amount_eur) * amount) / cashback,
        walletId: paid.wallet_id,
        walletToId: null,
        fromAddress: paid.address,
        toAddress: 'CASHBACK_CARD',
        extra: { cardOperationId: share.refundId, parentId: op.id, cashbackReversal: true },
        transferId: moved.id,
        createdAt: now,
      },
      [{ userId: op.user_id, walletId: paid.wallet_id }],
    );
    return transactionId;
  },
};
