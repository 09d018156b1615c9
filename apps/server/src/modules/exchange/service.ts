import { randomUUID } from 'node:crypto';
import type { ExchangeView } from '@coffer/contract';
import {
  coinDecimals,
  type ExactDecimal,
  exchangeAmountTo,
  exchangeCashback,
  exchangePrecision,
  exchangeValueCents,
  fiatCentsOf,
  formatAmount,
  PLATFORM_TOKEN_CODE,
  tierDefinition,
} from '@coffer/domain';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { WalletRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { IdempotencyScope } from '../../http/idempotency';
import type { Services } from '../../services';
import type { AuthContext } from '../auth/authenticate';
import { ensureSystemAccount, LedgerError, type TransferInput } from '../ledger/index';
import { parseAmountField } from '../transactions/amount';
import { findOwnWallet, openPlatformWallet } from '../wallets/service';
import { exchangeContexts, type SeenQuote } from './context-cache';
import { type BatchedExchange, exchangeAlone, exchangeBatcher, INVENTORY_SHARDS, userShard } from './group-commit';
import { exchangeView } from './list';
import { checkPair, checkSwitches, liveSince, matchQuote, type StoredQuote, type Switches, switchesOf } from './rates';

export interface ExchangeRequest {
  walletFromId: string;
  walletToId: string;
  amount: string;
  rate: string;
}

interface PairWallet {
  id: string;
  coin: string;
  ledger_account_id: string;
}

/** The live quotes' part of the context's read: newest first, with their last quote time. */
const LIVE_QUOTES = `SELECT prices, spread, last_quoted_at FROM exchange_quotes WHERE last_quoted_at > $1
  ORDER BY last_quoted_at DESC`;

type QuoteRow = { prices: Record<string, string>; spread: string; last_quoted_at: string | Date };

const seen = (rows: readonly QuoteRow[]): SeenQuote[] =>
  rows.map((r) => ({ prices: r.prices, spread: r.spread, lastQuotedAt: new Date(r.last_quoted_at).getTime() }));

interface ExchangeContext {
  from: PairWallet;
  to: PairWallet;
  switches: Switches;
  quotes: StoredQuote[];
  /** Whether the switches and quotes came from this instance's memory (a rate they miss is read again). */
  fromMemory: boolean;
}

/**
 * Everything an exchange checks before it moves money: the user's wallets among the two named, the
 * operator switches and the quotes still alive. From memory when this instance knows them (wallet rows
 * never change; switches and quotes as `ExchangeContexts` keeps them), else in one round trip.
 */
async function exchangeContext(services: Services, userId: string, request: ExchangeRequest): Promise<ExchangeContext> {
  const cache = exchangeContexts(services.db);
  const known = cache.knownSwitches();
  if (known) {
    const [from, to] = await Promise.all([
      findOwnWallet(services, userId, request.walletFromId),
      findOwnWallet(services, userId, request.walletToId),
    ]);
    if (from.id === to.id) throw new AppError('exchange_same_wallet', 'Choose two different wallets');
    const pairWallet = (w: WalletRow) => ({ id: w.id, coin: w.coin, ledger_account_id: w.ledgerAccountId });
    const quotes = cache.liveQuotes(liveSince(services));
    return { from: pairWallet(from), to: pairWallet(to), switches: known, quotes, fromMemory: true };
  }
  const mark = cache.mark();
  const [row] = await services.db.query<{
    wallets: PairWallet[];
    disabled: [string, string][];
    maintenance: string[];
    quotes: QuoteRow[];
  }>(
    `SELECT
       (SELECT coalesce(json_agg(json_build_object('id', id, 'coin', coin, 'ledger_account_id', ledger_account_id)), '[]')
          FROM wallets WHERE user_id = $1 AND id IN ($2::uuid, $3::uuid)) AS wallets,
       (SELECT coalesce(json_agg(json_build_array(from_coin, to_coin)), '[]') FROM exchange_disabled_pairs) AS disabled,
       (SELECT coalesce(json_agg(coin), '[]') FROM coin_flags WHERE maintenance) AS maintenance,
       (SELECT coalesce(json_agg(q), '[]') FROM (${LIVE_QUOTES.replace('$1', '$4')}) q) AS quotes`,
    [userId, request.walletFromId, request.walletToId, liveSince(services)],
  );
  const switches = switchesOf(row?.disabled ?? [], row?.maintenance ?? []);
  const quotes = seen(row?.quotes ?? []);
  cache.keepSwitches(mark, switches);
  cache.keepQuotes(quotes);
  const from = row?.wallets.find((w) => w.id === request.walletFromId);
  const to = row?.wallets.find((w) => w.id === request.walletToId);
  if (!from || !to) throw new AppError('not_found', 'No such wallet');
  if (from.id === to.id) throw new AppError('exchange_same_wallet', 'Choose two different wallets');
  return { from, to, switches, quotes, fromMemory: false };
}

/** The quote the request's rate names; a rate the kept quotes miss is looked for again in the database. */
async function quoteFor(services: Services, context: ExchangeContext, rate: string) {
  const { from, to } = context;
  try {
    return matchQuote(services, context.quotes, from.coin, to.coin, rate);
  } catch (error) {
    if (!context.fromMemory || !(error instanceof AppError) || error.code === 'bad_params') throw error;
  }
  const quotes = seen(await services.db.query<QuoteRow>(LIVE_QUOTES, [liveSince(services)]));
  exchangeContexts(services.db).keepQuotes(quotes);
  return matchQuote(services, quotes, from.coin, to.coin, rate);
}

const systemAccounts = perDatabase(() => new Map<string, string>());

async function systemAccountId(db: Database, coin: string, code: string): Promise<string> {
  const known = systemAccounts(db);
  const key = `${coin}:${code}`;
  const hit = known.get(key);
  if (hit) return hit;
  const account = await ensureSystemAccount(db, coin, code);
  known.set(key, account.id);
  return account.id;
}

const inventories = perDatabase(() => new Map<string, Promise<string[]>>());

/** The account ids of a coin's inventory shards, in shard order (made on first use, then kept per instance). */
function inventoryAccounts(db: Database, coin: string): Promise<string[]> {
  const known = inventories(db);
  let accounts = known.get(coin);
  if (!accounts) {
    accounts = Promise.all(
      Array.from({ length: INVENTORY_SHARDS }, (_, shard) => systemAccountId(db, coin, `exchange_inventory.${shard}`)),
    );
    // A failed first use is tried again by the next exchange.
    accounts.catch(() => known.delete(coin));
    known.set(coin, accounts);
  }
  return accounts;
}

function decimalsOf(coin: string): number {
  const decimals = coinDecimals(coin);
  if (decimals === undefined) throw new Error(`wallet in unknown coin ${coin}`);
  return decimals;
}

/** Reads the amount at the pair's precision (more decimals is `bad_params`), in the coin's atomic units. */
function parseExchangeAmount(text: string, precision: number, decimals: number): bigint {
  return (
    parseAmountField(text, precision, `At most ${precision} decimals for this pair`) *
    10n ** BigInt(decimals - precision)
  );
}

interface Cashback {
  amount: bigint;
  valueCents: bigint;
  wallet: WalletRow;
  accountId: string;
}

/** The tier's cashback at the quote's spread and AMN price, paid from the `cashback` account; null when none is due. */
async function cashbackFor(
  services: Services,
  auth: AuthContext,
  valueCents: bigint,
  quote: { prices: ReadonlyMap<string, ExactDecimal>; spread: string },
): Promise<Cashback | null> {
  const amnPrice = quote.prices.get(PLATFORM_TOKEN_CODE);
  const fraction = tierDefinition(auth.user.tier)?.cashback?.exchange;
  if (!fraction) return null;
  if (!amnPrice) throw new AppError('rate_unavailable', `No ${PLATFORM_TOKEN_CODE} price for the cashback right now`);
  const decimals = decimalsOf(PLATFORM_TOKEN_CODE);
  const amount = exchangeCashback({
    valueCents,
    spreadPercent: quote.spread,
    fraction,
    price: amnPrice,
    decimals,
  });
  if (amount <= 0n) return null;
  const [wallet, accountId] = await Promise.all([
    openPlatformWallet(services, auth.user.id),
    systemAccountId(services.db, PLATFORM_TOKEN_CODE, 'cashback'),
  ]);
  return { amount, valueCents: fiatCentsOf(amount, decimals, amnPrice, 'half-up'), wallet, accountId };
}

/**
 * POST /exchange: checks the request, then in ONE database transaction (a batch of the exchanges that
 * arrive together, `group-commit.ts`) moves the money (one ledger transfer of four postings through the
 * coins' exchange_inventory accounts), pays the tier's cashback (its own transfer and CASHBACK_EXCHANGE
 * transaction), counts the amount against the daily limit under the user's daily row and writes the
 * Exchange, with the idempotent response.
 */
export async function executeExchange(
  services: Services,
  auth: AuthContext,
  request: ExchangeRequest,
  idempotency: IdempotencyScope | undefined,
): Promise<ExchangeView> {
  const context = await exchangeContext(services, auth.user.id, request);
  const { from, to, switches } = context;
  checkPair(services, from.coin, to.coin);
  checkSwitches(switches, from.coin, to.coin);
  const fromDecimals = decimalsOf(from.coin);
  const toDecimals = decimalsOf(to.coin);
  const precision = exchangePrecision(fromDecimals);
  const amountFrom = parseExchangeAmount(request.amount, precision, fromDecimals);
  if (amountFrom <= 0n) throw new AppError('amount_too_low', 'The amount must be more than zero');
  const pair = await quoteFor(services, context, request.rate);
  const unit = 10n ** BigInt(fromDecimals - precision);
  if (amountFrom < pair.limits.min * unit) {
    throw new AppError(
      'amount_too_low',
      `The smallest exchange is ${formatAmount(pair.limits.min, precision)} ${from.coin}`,
    );
  }
  if (amountFrom > pair.limits.max * unit) {
    throw new AppError(
      'amount_too_high',
      `The largest exchange is ${formatAmount(pair.limits.max, precision)} ${from.coin}`,
    );
  }
  const amountTo = exchangeAmountTo(amountFrom, fromDecimals, pair.rate, toDecimals);
  if (amountTo <= 0n) throw new AppError('amount_too_low', 'This amount buys nothing at this rate');
  const valueCents = exchangeValueCents(amountFrom, fromDecimals, pair.fromPrice);
  const cashback = await cashbackFor(services, auth, valueCents, pair);
  const [inventoryFrom, inventoryTo] = await Promise.all([
    inventoryAccounts(services.db, from.coin),
    inventoryAccounts(services.db, to.coin),
  ]);
  const id = randomUUID();
  const now = services.now();
  const transferId = randomUUID();
  /** The exchange's transfer through the given inventory shard of each coin. */
  const exchange = (shard: number): TransferInput => ({
    id: transferId,
    kind: 'exchange',
    postings: [
      { accountId: from.ledger_account_id, coin: from.coin, amount: -amountFrom },
      { accountId: inventoryFrom[shard] ?? '', coin: from.coin, amount: amountFrom },
      { accountId: inventoryTo[shard] ?? '', coin: to.coin, amount: -amountTo },
      { accountId: to.ledger_account_id, coin: to.coin, amount: amountTo },
    ],
    metadata: { exchangeId: id },
  });
  const paid = cashback ? cashbackParts(auth, cashback, id, now) : null;
  const view = exchangeView({
    id,
    wallet_from_id: from.id,
    wallet_to_id: to.id,
    from_coin: from.coin,
    to_coin: to.coin,
    amount_from: amountFrom.toString(),
    amount_to: amountTo.toString(),
    amount_eur: valueCents.toString(),
    rate: pair.rateText,
    transaction_cashback: paid?.record.id ?? null,
    created_at: now,
  });
  const job: BatchedExchange = {
    userId: auth.user.id,
    day: now.toISOString().slice(0, 10),
    valueCents,
    exchange,
    shard: userShard(auth.user.id),
    cashback: paid,
    row: {
      id,
      walletFromId: from.id,
      walletToId: to.id,
      fromCoin: from.coin,
      toCoin: to.coin,
      amountFrom,
      amountTo,
      transferId,
      rate: pair.rateText,
      transactionCashback: paid?.record.id ?? null,
    },
    idempotency: idempotency?.handOver(),
    at: now,
    view,
    alone: () => exchangeAlone(services, job),
  };
  // Moved in a batch with the exchanges that arrive with it (decision 0043), each checked in turn.
  return exchangeBatcher(services)
    .submit(job)
    .catch((error: unknown) => {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw new AppError('balance_not_enough', `Not enough ${from.coin} for this exchange`);
      }
      throw error;
    });
}

/** The cashback's own transfer and its CASHBACK_EXCHANGE record, seen by the user in the AMN wallet. */
function cashbackParts(auth: AuthContext, cashback: Cashback, exchangeId: string, now: Date) {
  const transactionId = randomUUID();
  const transfer = {
    id: randomUUID(),
    kind: 'exchange_cashback',
    postings: [
      { accountId: cashback.accountId, coin: PLATFORM_TOKEN_CODE, amount: -cashback.amount },
      { accountId: cashback.wallet.ledgerAccountId, coin: PLATFORM_TOKEN_CODE, amount: cashback.amount },
    ],
    metadata: { transactionId, exchangeId },
  };
  const record = {
    id: transactionId,
    type: 'INCOMING' as const,
    status: 'CONFIRMED' as const,
    coin: PLATFORM_TOKEN_CODE,
    amount: cashback.amount,
    amountEurCents: cashback.valueCents,
    walletId: cashback.wallet.id,
    walletToId: cashback.wallet.id,
    fromAddress: 'CASHBACK_EXCHANGE',
    toAddress: cashback.wallet.address,
    extra: { exchangeId },
    transferId: transfer.id,
    createdAt: now,
  };
  return { transfer, record, input: record, parties: [{ userId: auth.user.id, walletId: cashback.wallet.id }] };
}
