import { randomUUID } from 'node:crypto';
import type { Wallet } from '@coffer/contract';
import {
  COINS,
  type CoinCode,
  formatAmount,
  formatExactDecimal,
  isCoinCode,
  isFiat,
  openableWalletCoins,
  PLATFORM_TOKEN_CODE,
  platformCoinCodeOf,
  sortByWalletDisplayOrder,
  walletMaintenanceFlags,
} from '@coffer/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { type WalletRow, wallets } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { chainFor } from '../../providers/chain/index';
import type { Services } from '../../services';
import { readCoinFlags } from '../coins/flags';
import { openUserAccount } from '../ledger/index';
import { walletFigures } from './figures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wallet coin for a code in this environment, or `unsupported_coin`. Codes are read case-insensitively. */
export function supportedWalletCoin(services: Pick<Services, 'config'>, code: string): CoinCode {
  const upper = code.trim().toUpperCase();
  const fiatAccounts = services.config.bankProvider !== 'none';
  const coin = openableWalletCoins({ production: services.config.production, fiatAccounts }).find(
    (c) => c.code === upper,
  );
  if (!coin) throw new AppError('unsupported_coin', `No ${upper || 'such'} wallet here`);
  return coin.code;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return inner.code === '23505' && (inner.constraint ?? '').includes(constraint);
}

async function walletOf(db: Database, userId: string, coin: string): Promise<WalletRow | undefined> {
  const [row] = await db.orm
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.coin, coin)))
    .limit(1);
  return row;
}

/**
 * Opens the user's wallet in `coin`: a ledger account and receive details derived from a fresh
 * wallet number. Two racing calls open one wallet: the (user_id, coin) constraint lets one insert win
 * and the other answers `wallet_already_exists`.
 */
export async function createWallet(services: Services, userId: string, coinCode: string): Promise<WalletRow> {
  const { db, config } = services;
  const coin = supportedWalletCoin(services, coinCode);
  if (await walletOf(db, userId, coin))
    throw new AppError('wallet_already_exists', `You already have a ${coin} wallet`);
  const [{ number } = { number: '0' }] = await db.query<{ number: string }>(
    "SELECT nextval('wallet_number_seq')::text AS number",
  );
  const details = chainFor(config).receiveDetails(coin, BigInt(number));
  const account = await openUserAccount(db, { coin, ownerId: userId });
  try {
    const [row] = await db.orm
      .insert(wallets)
      .values({
        id: randomUUID(),
        userId,
        coin,
        ledgerAccountId: account.id,
        number: BigInt(number),
        address: details.address,
        extra: details.extra,
        createdAt: services.now(),
      })
      .onConflictDoNothing({ target: [wallets.userId, wallets.coin] })
      .returning();
    if (!row) throw new AppError('wallet_already_exists', `You already have a ${coin} wallet`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'wallets_user_coin')) {
      throw new AppError('wallet_already_exists', `You already have a ${coin} wallet`);
    }
    throw error;
  }
}

/** Every user holds the platform token's wallet from sign-up on, so `wallet_platform_not_found` cannot trap anyone. */
export async function openPlatformWallet(services: Services, userId: string): Promise<WalletRow> {
  return (
    (await walletOf(services.db, userId, PLATFORM_TOKEN_CODE)) ?? createWallet(services, userId, PLATFORM_TOKEN_CODE)
  );
}

/**
 * Undoes a sign-up whose wallet could not be opened: its notifications, wallets, unused ledger accounts,
 * then the user. Each step runs even if an earlier one failed (the failure may be the wallets table itself).
 */
export async function discardNewUser(db: Database, userId: string): Promise<void> {
  const steps = [
    // Notifications name their user without a foreign key since migration 0040: they go with the user.
    'DELETE FROM notifications WHERE user_id = $1',
    'DELETE FROM wallets WHERE user_id = $1',
    `DELETE FROM ledger_accounts a WHERE a.owner_id = $1
       AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.account_id = a.id)`,
    'DELETE FROM users WHERE id = $1',
  ];
  const known = knownWallets(db);
  for (const [id, row] of known) if (row.userId === userId) known.delete(id);
  let failure: unknown;
  for (const statement of steps) {
    try {
      await db.query(statement, [userId]);
    } catch (error) {
      failure ??= error;
    }
  }
  const [left] = await db.query<{ id: string }>('SELECT id FROM users WHERE id = $1', [userId]);
  if (left) throw failure ?? new Error('the new user could not be removed');
}

/** The user's wallet with this id; any other user's (or no) wallet is `not_found`. */
export async function findOwnWallet(services: Services, userId: string, walletId: string): Promise<WalletRow> {
  if (!UUID.test(walletId)) throw new AppError('not_found', 'No such wallet');
  const known = knownWallets(services.db);
  let row = known.get(walletId);
  if (!row) {
    [row] = await services.db.orm.select().from(wallets).where(eq(wallets.id, walletId)).limit(1);
    if (row) remember(known, row);
  }
  if (!row || row.userId !== userId) throw new AppError('not_found', 'No such wallet');
  return row;
}

/**
 * Wallet rows never change once written (owner, coin, ledger account, address: the wallets table has
 * no UPDATE anywhere but its activity counter, which the row type leaves out), so each instance keeps
 * the ones it has read and skips a database round trip on every money call. Bounded: the oldest go.
 */
const WALLETS_KEPT = 50_000;
const knownWallets = perDatabase(() => new Map<string, WalletRow>());

function remember(cache: Map<string, WalletRow>, row: WalletRow): void {
  if (cache.size >= WALLETS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(row.id, row);
}

/** The user's wallets in the spec's display order. */
export async function listOwnWallets(db: Database, userId: string): Promise<WalletRow[]> {
  const rows = await db.orm.select().from(wallets).where(eq(wallets.userId, userId));
  return sortByWalletDisplayOrder(rows, (row) => row.coin);
}

export function coinView(code: string): Wallet['coin'] {
  if (!isCoinCode(code)) throw new Error(`wallet in unknown coin ${code}`);
  const coin = COINS[code];
  return { name: coin.name, code: coin.code, decimals: coin.decimals, PlatformCoinCode: platformCoinCodeOf(code) };
}

/** The client's view of one wallet (see `walletViews`). */
export async function walletView(
  services: Services,
  row: WalletRow,
  onPriceError: (error: unknown) => void = () => {},
): Promise<Wallet> {
  const [view] = await walletViews(services, [row], onPriceError);
  if (!view) throw new Error(`wallet ${row.id} has no view`);
  return view;
}

/**
 * The client's view of wallets, in the order given. `balance` is what can be spent now (posted balance
 * minus debits held for pending withdrawals), in the coin's decimals; `rate` is the EUR price now, or "0"
 * when the price feed has none (the list must not fail because a market feed is down). `investBalance`
 * is what is in Earn, `interestBalance` the interest Earn has credited to the wallet so far. The money
 * figures of all the wallets come from one query.
 */
export async function walletViews(
  services: Services,
  rows: readonly WalletRow[],
  onPriceError: (error: unknown) => void = () => {},
): Promise<Wallet[]> {
  const [figures, rates, flags] = await Promise.all([
    walletFigures(
      services.db,
      rows.map((row) => row.id),
    ),
    Promise.all(
      rows.map((row) =>
        services.prices.price(row.coin, 'EUR', services.now()).then(formatExactDecimal, (error: unknown) => {
          onPriceError(error);
          return '0';
        }),
      ),
    ),
    readCoinFlags(services.db),
  ]);
  return rows.map((row, index) => {
    const coin = coinView(row.coin);
    const money = figures.get(row.id);
    if (!money) throw new Error(`wallet ${row.id} has no ledger account`);
    return {
      id: row.id,
      balance: formatAmount(money.available, coin.decimals),
      interestBalance: formatAmount(money.interest, coin.decimals),
      investBalance: formatAmount(money.invested, coin.decimals),
      isFiat: isFiat(row.coin),
      ...walletMaintenanceFlags(flags.of(row.coin)),
      rate: rates[index] ?? '0',
      network: services.config.network,
      coin,
      address: row.address,
      extra: row.extra,
    };
  });
}
