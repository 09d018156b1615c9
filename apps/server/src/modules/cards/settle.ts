import { randomUUID } from 'node:crypto';
import { PLATFORM_TOKEN_CODE } from '@coffer/domain';
import type { Services } from '../../services';
import { ensureSystemAccount, transferWith } from '../ledger/index';
import { atomic, type TxQuery } from '../ledger/sql';
import { insertTransaction } from '../transactions/records';
import { openPlatformWallet } from '../wallets/service';
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
};
