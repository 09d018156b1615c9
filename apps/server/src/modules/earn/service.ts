import { randomUUID } from 'node:crypto';
import type { EarnRate, InvestmentView } from '@coffer/contract';
import {
  allocate,
  type CoinCode,
  coinDecimals,
  earnAmountTooLow,
  formatAmount,
  formatEarnRate,
  sortByWalletDisplayOrder,
  tryParseAmount,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { WalletRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { IdempotencyScope } from '../../http/idempotency';
import type { Services } from '../../services';
import { requireEarnOpen } from '../coins/flags';
import { inTransaction, LedgerError, openUserAccount, type TxQuery, transferWith } from '../ledger/index';
import { atomic } from '../ledger/sql';
import { MIN_TRANSFER } from '../status/coins';
import { parseAmountField } from '../transactions/amount';
import { eurCentsOf } from '../transactions/pricing';
import { findOwnWallet } from '../wallets/service';
import { type InvestmentRow, investmentView } from './records';

/** The ledger user account code of a wallet's Earn balance. */
export const EARN_ACCOUNT_CODE = 'earn';

export function earnRateOf(services: Pick<Services, 'config'>, coin: string): bigint | undefined {
  return Object.hasOwn(services.config.earnRates, coin) ? services.config.earnRates[coin] : undefined;
}

/** Earn's minimum is the coin's min_transfer, which the client already reads from the account status. */
export function minEarnAmount(coin: string): bigint {
  const parsed = tryParseAmount(MIN_TRANSFER[coin as CoinCode] ?? '0', coinDecimals(coin) ?? 0);
  return parsed.ok ? parsed.atomic : 0n;
}

export function earnRatesView(services: Pick<Services, 'config'>): EarnRate[] {
  const coins = sortByWalletDisplayOrder(Object.keys(services.config.earnRates), (coin) => coin);
  return coins.map((coin) => ({
    coinCode: coin,
    rate: formatEarnRate(services.config.earnRates[coin] ?? 0n),
    minAmount: formatAmount(minEarnAmount(coin), coinDecimals(coin) ?? 0),
  }));
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/**
 * The wallet's earn account, opened on first use with its accrual state: days are accrued from the
 * day it opens (its balance at the end of that day counts).
 */
async function openEarnAccount(services: Services, wallet: WalletRow): Promise<string> {
  const account = await openUserAccount(services.db, {
    coin: wallet.coin,
    ownerId: wallet.userId,
    code: EARN_ACCOUNT_CODE,
  });
  const now = services.now();
  await services.db.query(
    `INSERT INTO earn_accounts (account_id, wallet_id, user_id, coin, accrued_through, created_at)
     VALUES ($1, $2, $3, $4, $5::date, $6) ON CONFLICT DO NOTHING`,
    [account.id, wallet.id, wallet.userId, wallet.coin, addDays(utcDay(now), -1), now],
  );
  return account.id;
}

async function earnAccountOf(services: Services, walletId: string): Promise<string | undefined> {
  const [row] = await services.db.query<{ account_id: string }>(
    'SELECT account_id FROM earn_accounts WHERE wallet_id = $1',
    [walletId],
  );
  return row?.account_id;
}

interface EarnMove {
  walletId: string;
  amount: string;
}

/** The amount read at the wallet coin's decimals; zero is `amount_too_low`. */
function checkedAmount(wallet: WalletRow, text: string) {
  const decimals = coinDecimals(wallet.coin) ?? 0;
  const amount = parseAmountField(text, decimals, `At most ${decimals} decimals for ${wallet.coin}`);
  if (amount <= 0n) throw new AppError('amount_too_low', 'The amount must be more than zero');
  return { decimals, amount, min: minEarnAmount(wallet.coin) };
}

function tooLow(min: bigint, decimals: number, coin: string, what: string): AppError {
  return new AppError('amount_too_low', `The smallest ${what} is ${formatAmount(min, decimals)} ${coin}`);
}

function refusal(error: unknown, message: string): never {
  if (error instanceof LedgerError && error.code === 'insufficient_funds') {
    throw new AppError('balance_not_enough', message);
  }
  throw error;
}

/** Moves an amount from the wallet into Earn: one ledger transfer and its Investment, in one transaction. */
export async function invest(
  services: Services,
  userId: string,
  body: EarnMove,
  idempotency: IdempotencyScope | undefined,
): Promise<InvestmentView> {
  const wallet = await findOwnWallet(services, userId, body.walletId);
  await requireEarnOpen(services.db, wallet.coin);
  if (earnRateOf(services, wallet.coin) === undefined) {
    throw new AppError('investment_disabled', `Earn is not open for ${wallet.coin}`);
  }
  const { decimals, amount, min } = checkedAmount(wallet, body.amount);
  if (earnAmountTooLow('deposit', amount, min)) throw tooLow(min, decimals, wallet.coin, 'deposit into Earn');
  const now = services.now();
  const cents = await eurCentsOf(services, wallet.coin, amount, now);
  const earnAccountId = await openEarnAccount(services, wallet);
  const id = randomUUID();
  try {
    return await inTransaction(services.db, async (q) => {
      await idempotency?.claim(q);
      const transfer = await transferWith(q, {
        kind: 'earn_deposit',
        postings: [
          { accountId: wallet.ledgerAccountId, coin: wallet.coin, amount: -amount },
          { accountId: earnAccountId, coin: wallet.coin, amount },
        ],
        metadata: { investmentId: id },
      });
      const row: InvestmentRow = {
        id,
        wallet_id: wallet.id,
        coin: wallet.coin,
        amount: amount.toString(),
        amount_eur: cents.toString(),
        created_at: now,
        removed_at: null,
      };
      await q(sql`INSERT INTO investments (id, user_id, wallet_id, coin, amount, amount_eur, transfer_id, created_at)
        VALUES (${id}, ${userId}, ${wallet.id}, ${wallet.coin}, ${row.amount}::numeric, ${row.amount_eur}::numeric,
          ${transfer.id}, ${now})`);
      const view = investmentView(row);
      await idempotency?.complete(q, view);
      return view;
    });
  } catch (error) {
    refusal(error, 'Not enough balance in the wallet for this amount');
  }
}

interface ActiveInvestment {
  id: string;
  amount: string;
  amount_eur: string;
  created_at: Date | string;
  transfer_id: string;
}

/**
 * Moves an amount from Earn back to the wallet. The oldest investments are removed first; the one the
 * amount ends in is split: its removed part becomes a new row (same createdAt, its share of amountEUR)
 * and the original keeps its id with what stays invested. Answers the rows marked removed.
 */
export async function withdraw(
  services: Services,
  userId: string,
  body: EarnMove,
  idempotency: IdempotencyScope | undefined,
): Promise<InvestmentView[]> {
  const wallet = await findOwnWallet(services, userId, body.walletId);
  await requireEarnOpen(services.db, wallet.coin);
  const { decimals, amount, min } = checkedAmount(wallet, body.amount);
  const earnAccountId = await earnAccountOf(services, wallet.id);
  if (!earnAccountId) throw new AppError('balance_not_enough', `Nothing of ${wallet.coin} is in Earn`);
  const now = services.now();
  try {
    return await inTransaction(services.db, async (q) => {
      await idempotency?.claim(q);
      const transfer = await transferWith(q, {
        kind: 'earn_withdraw',
        postings: [
          { accountId: earnAccountId, coin: wallet.coin, amount: -amount },
          { accountId: wallet.ledgerAccountId, coin: wallet.coin, amount },
        ],
        metadata: { walletId: wallet.id },
      });
      // Checked on the locked balance: a remainder under the minimum could never be taken out on its own.
      const left = transfer.postings[0]?.balanceAfter ?? 0n;
      if (earnAmountTooLow('withdraw', amount, min, left))
        throw tooLow(min, decimals, wallet.coin, 'withdrawal from Earn (or all of it)');
      const removed = await removeOldestFirst(q, wallet, amount, transfer.id, now);
      const views = removed.map(investmentView);
      await idempotency?.complete(q, views);
      return views;
    });
  } catch (error) {
    refusal(error, `Not that much of ${wallet.coin} is in Earn`);
  }
}

/** Runs under the earn account's ledger lock, which every change to this wallet's investments takes. */
async function removeOldestFirst(
  q: TxQuery,
  wallet: WalletRow,
  amount: bigint,
  transferId: string,
  now: Date,
): Promise<InvestmentRow[]> {
  const active = await q<ActiveInvestment>(sql`SELECT id, amount::text AS amount, amount_eur::text AS amount_eur,
      created_at, transfer_id FROM investments WHERE wallet_id = ${wallet.id} AND removed_at IS NULL
      ORDER BY created_at, seq`);
  const removed: InvestmentRow[] = [];
  let rest = amount;
  for (const row of active) {
    if (rest === 0n) break;
    const size = atomic(row.amount);
    const base = { wallet_id: wallet.id, coin: wallet.coin, created_at: row.created_at, removed_at: now };
    if (size <= rest) {
      await q(
        sql`UPDATE investments SET removed_at = ${now}, removed_transfer_id = ${transferId} WHERE id = ${row.id}`,
      );
      removed.push({ ...base, id: row.id, amount: row.amount, amount_eur: row.amount_eur });
      rest -= size;
      continue;
    }
    const [outCents = 0n, keptCents = 0n] = allocate(atomic(row.amount_eur), [rest, size - rest]);
    const piece = randomUUID();
    await q(sql`UPDATE investments SET amount = ${(size - rest).toString()}::numeric,
        amount_eur = ${keptCents.toString()}::numeric WHERE id = ${row.id}`);
    await q(sql`INSERT INTO investments (id, user_id, wallet_id, coin, amount, amount_eur, transfer_id, created_at,
        removed_at, removed_transfer_id)
      VALUES (${piece}, ${wallet.userId}, ${wallet.id}, ${wallet.coin}, ${rest.toString()}::numeric,
        ${outCents.toString()}::numeric, ${row.transfer_id}, ${row.created_at}, ${now}, ${transferId})`);
    removed.push({ ...base, id: piece, amount: rest.toString(), amount_eur: outCents.toString() });
    rest = 0n;
  }
  // The ledger let the amount out of the earn account, so the investments must cover it.
  if (rest > 0n) throw new Error(`investments of wallet ${wallet.id} are ${rest} short of its earn balance`);
  return removed;
}
