import { randomUUID } from 'node:crypto';
import type { TierItem } from '@coffer/contract';
import {
  formatAmount,
  formatExactDecimal,
  monthlyFeeOf,
  PLATFORM_TOKEN_CODE,
  TIERS,
  type TierLabel,
  tierView,
  visibleTiers,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { balanceOf, ensureSystemAccount, inTransaction, LedgerError, transferWith } from '../ledger/index';
import { notifyTransaction } from '../notifications/events';
import { coinForEurCents } from '../transactions/pricing';
import { insertTransaction } from '../transactions/records';

/** A tier may change once per 24 hours (tier_rate_limiting). */
export const TIER_CHANGE_INTERVAL_MS = 24 * 60 * 60_000;
const AMN_DECIMALS = 18;

interface TierUser {
  tier: string;
  special_tier: string | null;
  tier_changed_at: Date | string | null;
}

async function tierUser(services: Services, userId: string): Promise<TierUser> {
  const [row] = await services.db.query<TierUser>(
    'SELECT tier, special_tier, tier_changed_at FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new AppError('not_found');
  return row;
}

async function eurToGbp(services: Services): Promise<string> {
  return formatExactDecimal(await services.prices.price('EUR', 'GBP', services.now()));
}

export async function listTiers(services: Services, userId: string): Promise<TierItem[]> {
  const user = await tierUser(services, userId);
  const now = services.now();
  const [gbp, amnPrice] = await Promise.all([
    eurToGbp(services).catch(() => {
      throw new AppError('rate_unavailable', 'No GBP rate right now');
    }),
    services.prices.price(PLATFORM_TOKEN_CODE, 'EUR', now).catch(() => {
      throw new AppError('rate_unavailable', 'No AMN price right now');
    }),
  ]);
  const items: TierItem[] = [];
  for (const definition of visibleTiers(user.special_tier)) {
    const view = tierView(definition.label, { eurToGbpRate: gbp });
    const cost = await coinForEurCents(services, PLATFORM_TOKEN_CODE, BigInt(definition.amountEUR) * 100n, now);
    items.push({
      label: definition.label,
      special: definition.special,
      amount_EUR: view.amountEUR,
      amount_GBP: view.amountGBP,
      cashback: { card: definition.cashback?.card ?? '0', exchange: definition.cashback?.exchange ?? '0' },
      active: definition.label === user.tier,
      balanceAMN: formatAmount(cost, AMN_DECIMALS),
      operations: view.withdrawLimit,
      premiumSupport: view.premiumSupport,
      rate: formatExactDecimal(amnPrice),
      amountFiat: view.amountEUR,
      view,
    });
  }
  return items;
}

async function amnWallet(services: Services, userId: string) {
  const [wallet] = await services.db.query<{ id: string; ledger_account_id: string; address: string }>(
    'SELECT id, ledger_account_id, address FROM wallets WHERE user_id = $1 AND coin = $2',
    [userId, PLATFORM_TOKEN_CODE],
  );
  return wallet;
}

/**
 * Buys a tier: its EUR price in AMN at the oracle price (rounded up), moved from the AMN wallet to
 * the platform with an OUTGOING record, and the tier switched, all in one database transaction.
 */
export async function changeTier(services: Services, userId: string, label: TierLabel): Promise<void> {
  const user = await tierUser(services, userId);
  const definition = TIERS[label];
  if (definition.special && user.special_tier !== label) throw new AppError('not_found', 'No such tier');
  if (user.tier === label) throw new AppError('bad_request', 'This is already your tier');
  const now = services.now();
  const wallet = await amnWallet(services, userId);
  if (!wallet) throw new AppError('wallet_platform_not_found', 'Open an AMN wallet first');
  const cents = BigInt(definition.amountEUR) * 100n;
  const cost = await coinForEurCents(services, PLATFORM_TOKEN_CODE, cents, now);
  const platform = await ensureSystemAccount(services.db, PLATFORM_TOKEN_CODE, 'tiers');
  try {
    await inTransaction(services.db, async (q) => {
      const transactionId = randomUUID();
      if (cost > 0n) {
        const transfer = await transferWith(q, {
          kind: 'tier',
          postings: [
            { accountId: wallet.ledger_account_id, coin: PLATFORM_TOKEN_CODE, amount: -cost },
            { accountId: platform.id, coin: PLATFORM_TOKEN_CODE, amount: cost },
          ],
          metadata: { transactionId, tier: label },
        });
        await insertTransaction(
          q,
          {
            id: transactionId,
            type: 'OUTGOING',
            status: 'CONFIRMED',
            coin: PLATFORM_TOKEN_CODE,
            amount: cost,
            amountEurCents: cents,
            walletId: wallet.id,
            walletToId: null,
            fromAddress: wallet.address,
            toAddress: label,
            extra: { tier: label },
            transferId: transfer.id,
            createdAt: now,
          },
          [{ userId, walletId: wallet.id }],
        );
      }
      // Under the user's row lock: two purchases at once cannot both pass the 24-hour rule.
      const [locked] = await q<{ tier_changed_at: Date | string | null }>(
        sql`SELECT tier_changed_at FROM users WHERE id = ${userId} FOR UPDATE`,
      );
      const last = locked?.tier_changed_at ? new Date(locked.tier_changed_at).getTime() : null;
      if (last !== null && now.getTime() - last < TIER_CHANGE_INTERVAL_MS) {
        throw new AppError('tier_rate_limiting', 'Your tier can change once every 24 hours');
      }
      await q(sql`UPDATE users SET tier = ${label}, tier_changed_at = ${now} WHERE id = ${userId}`);
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') {
      throw new AppError('balance_not_enough', `This tier costs ${formatAmount(cost, AMN_DECIMALS)} AMN`);
    }
    throw error;
  }
}

function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * The monthly tier fee (spec section 9: 1 EUR for TIER_0 to TIER_2), charged once per user and
 * calendar month in AMN at the oracle price, never more than the AMN wallet holds (no debt is kept).
 * Safe to run on several instances and to rerun: the (user, month) row is taken first.
 */
export async function chargeMonthlyFees(services: Services): Promise<{ charged: number; skipped: number }> {
  const now = services.now();
  const month = monthOf(now);
  const users = await services.db.query<{ id: string; tier: string }>(
    'SELECT u.id, u.tier FROM users u WHERE NOT EXISTS (SELECT 1 FROM tier_fees f WHERE f.user_id = u.id AND f.month = $1)',
    [month],
  );
  let charged = 0;
  let skipped = 0;
  for (const user of users) {
    const cents = BigInt(monthlyFeeOf(user.tier)) * 100n;
    const wallet = await amnWallet(services, user.id);
    const due = cents > 0n && wallet ? await coinForEurCents(services, PLATFORM_TOKEN_CODE, cents, now) : 0n;
    const available = wallet ? (await balanceOf(services.db, wallet.ledger_account_id)).available : 0n;
    const amount = due < available ? due : available;
    const fees = await ensureSystemAccount(services.db, PLATFORM_TOKEN_CODE, 'fees');
    const done = await inTransaction(services.db, async (q) => {
      const [claimed] =
        await q(sql`INSERT INTO tier_fees (user_id, month, created_at) VALUES (${user.id}, ${month}, ${now})
        ON CONFLICT DO NOTHING RETURNING month`);
      if (!claimed || amount <= 0n || !wallet) return false;
      const transactionId = randomUUID();
      const transfer = await transferWith(q, {
        kind: 'tier_fee',
        postings: [
          { accountId: wallet.ledger_account_id, coin: PLATFORM_TOKEN_CODE, amount: -amount },
          { accountId: fees.id, coin: PLATFORM_TOKEN_CODE, amount },
        ],
        metadata: { transactionId, month },
      });
      await insertTransaction(
        q,
        {
          id: transactionId,
          type: 'OUTGOING',
          status: 'CONFIRMED',
          coin: PLATFORM_TOKEN_CODE,
          amount,
          amountEurCents: amount === due ? cents : 0n,
          walletId: wallet.id,
          walletToId: null,
          fromAddress: wallet.address,
          toAddress: 'MONTHLY_FEE',
          extra: { tier: user.tier, month },
          transferId: transfer.id,
          createdAt: now,
        },
        [{ userId: user.id, walletId: wallet.id }],
      );
      await q(
        sql`UPDATE tier_fees SET transaction_id = ${transactionId} WHERE user_id = ${user.id} AND month = ${month}`,
      );
      return transactionId;
    }).catch((error: unknown) => {
      // The balance fell meanwhile: nothing was written; the next run tries again.
      if (error instanceof LedgerError && error.code === 'insufficient_funds') return false;
      throw error;
    });
    if (typeof done === 'string') {
      charged++;
      notifyTransaction(services, done, 'tier_fee_charged', 'from');
    } else skipped++;
  }
  return { charged, skipped };
}
