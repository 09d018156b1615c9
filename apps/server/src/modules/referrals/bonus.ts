import { randomUUID } from 'node:crypto';
import {
  BONUS_REFERRAL,
  BONUS_REFERRED,
  coinDecimals,
  formatAmount,
  PLATFORM_TOKEN_CODE,
  planReferralBonus,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import type { Services } from '../../services';
import { ensureSystemAccount, inTransaction, type TxQuery, transferWith } from '../ledger/index';
import { notifyLater } from '../notifications/service';
import { eurCentsOf } from '../transactions/pricing';
import { insertTransaction } from '../transactions/records';
import { openPlatformWallet } from '../wallets/service';

/** The system account the bonuses are paid from (it may go negative: the house pays them). */
export const REFERRAL_BONUS_ACCOUNT = 'referral_bonus';

export interface PaidBonus {
  referredTransactionId: string | null;
  referralTransactionId: string | null;
}

async function payOne(
  services: Services,
  q: TxQuery,
  from: string,
  wallet: WalletRow,
  userId: string,
  amount: bigint,
  referredUserId: string,
  valueCents: bigint,
  origin: typeof BONUS_REFERRED | typeof BONUS_REFERRAL,
): Promise<string | null> {
  if (amount <= 0n) return null;
  const transactionId = randomUUID();
  const transfer = await transferWith(q, {
    kind: 'referral_bonus',
    postings: [
      { accountId: from, coin: PLATFORM_TOKEN_CODE, amount: -amount },
      { accountId: wallet.ledgerAccountId, coin: PLATFORM_TOKEN_CODE, amount },
    ],
    metadata: { transactionId, referredUserId },
  });
  await insertTransaction(
    q,
    {
      id: transactionId,
      type: 'INCOMING',
      status: 'CONFIRMED',
      coin: PLATFORM_TOKEN_CODE,
      amount,
      amountEurCents: valueCents,
      walletId: wallet.id,
      walletToId: wallet.id,
      fromAddress: origin,
      toAddress: wallet.address,
      extra: { referredUserId },
      transferId: transfer.id,
      createdAt: services.now(),
    },
    [{ userId, walletId: wallet.id }],
  );
  return transactionId;
}

/**
 * Pays both referral bonuses once the referred user's identity is confirmed (issue 18): the referred
 * user gets REFERRAL_BONUS_REFERRED_AMN as a BONUS_REFERRED incoming transaction, the referrer
 * REFERRAL_BONUS_REFERRAL_AMN as BONUS_REFERRAL, both in AMN through the ledger, in one database
 * transaction with the referral_bonuses row whose key makes it once. Nothing happens without a
 * referrer, without a confirmed identity, or when it was already paid. KYC's approve path calls it.
 */
export async function payReferralBonus(services: Services, referredUserId: string): Promise<PaidBonus | null> {
  const [user] = await services.db.query<{ referred_by: string | null; confirmed: boolean; paid: boolean }>(
    `SELECT u.referred_by, COALESCE(k.identity_confirmed, false) AS confirmed,
       EXISTS (SELECT 1 FROM referral_bonuses b WHERE b.referred_user_id = u.id) AS paid
     FROM users u LEFT JOIN kyc_records k ON k.user_id = u.id WHERE u.id = $1`,
    [referredUserId],
  );
  if (!user?.confirmed) return null;
  const { referredBonus, referralBonus } = services.config.engagement;
  const plan = planReferralBonus({
    referredUserId,
    referrerId: user.referred_by,
    alreadyPaid: user.paid,
    referredAmount: referredBonus,
    referralAmount: referralBonus,
  });
  if (!plan) return null;
  const [referredWallet, referrerWallet] = await Promise.all([
    openPlatformWallet(services, plan.referredUserId),
    openPlatformWallet(services, plan.referrerId),
  ]);
  const pool = await ensureSystemAccount(services.db, PLATFORM_TOKEN_CODE, REFERRAL_BONUS_ACCOUNT);
  const [referredCents, referralCents] = await Promise.all([
    eurCentsOf(services, PLATFORM_TOKEN_CODE, plan.referredAmount).catch(() => 0n),
    eurCentsOf(services, PLATFORM_TOKEN_CODE, plan.referralAmount).catch(() => 0n),
  ]);
  const paid = await inTransaction(services.db, async (q) => {
    const claimed = await q(sql`INSERT INTO referral_bonuses (referred_user_id, referrer_id, paid_at)
      VALUES (${plan.referredUserId}, ${plan.referrerId}, ${services.now()}) ON CONFLICT DO NOTHING RETURNING referrer_id`);
    if (!claimed.length) return null;
    const pay = (
      wallet: WalletRow,
      userId: string,
      amount: bigint,
      cents: bigint,
      origin: typeof BONUS_REFERRED | typeof BONUS_REFERRAL,
    ) => payOne(services, q, pool.id, wallet, userId, amount, plan.referredUserId, cents, origin);
    const referredTransactionId = await pay(
      referredWallet,
      plan.referredUserId,
      plan.referredAmount,
      referredCents,
      BONUS_REFERRED,
    );
    const referralTransactionId = await pay(
      referrerWallet,
      plan.referrerId,
      plan.referralAmount,
      referralCents,
      BONUS_REFERRAL,
    );
    await q(sql`UPDATE referral_bonuses SET referred_transaction_id = ${referredTransactionId},
      referral_transaction_id = ${referralTransactionId} WHERE referred_user_id = ${plan.referredUserId}`);
    return { referredTransactionId, referralTransactionId };
  });
  if (!paid) return null;
  const decimals = coinDecimals(PLATFORM_TOKEN_CODE) ?? 18;
  const data = (amount: bigint, transactionId: string) => ({
    amount: formatAmount(amount, decimals),
    coin: PLATFORM_TOKEN_CODE,
    transactionId,
  });
  if (paid.referredTransactionId)
    notifyLater(services, plan.referredUserId, 'referral_bonus', data(plan.referredAmount, paid.referredTransactionId));
  if (paid.referralTransactionId)
    notifyLater(services, plan.referrerId, 'referral_bonus', data(plan.referralAmount, paid.referralTransactionId));
  return paid;
}

/** Pays every confirmed referral not paid yet (the scheduler's sweep and `ops referral settle`). */
export async function settleReferralBonuses(services: Services): Promise<number> {
  const due = await services.db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN kyc_records k ON k.user_id = u.id AND k.identity_confirmed
      WHERE u.referred_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM referral_bonuses b WHERE b.referred_user_id = u.id)
      LIMIT 500`,
  );
  let paid = 0;
  for (const { id } of due) if (await payReferralBonus(services, id)) paid += 1;
  return paid;
}
