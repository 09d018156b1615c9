import { HISTORY_FILTER_TYPES, HISTORY_SOURCES } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { idField } from '../fields';
import { investment } from './earn';
import { exchange } from './exchange';
import { listQuery, TRANSACTION_STATUSES, transaction } from './transactions';

/**
 * One row of a wallet's history (docs/decisions/0016-wallet-history.md): a transaction (interest
 * included, as its INTEREST transaction), an exchange from or to the wallet, or an Earn deposit or
 * withdrawal. Exactly one of `transaction`, `exchange`, `investment` is set, by `source`.
 */
export const historyEntry = lazily(() =>
  z.object({
    /** Unique in the wallet's history: the source and the record's id. */
    key: z.string(),
    source: z.enum(HISTORY_SOURCES),
    /** When the row moved the wallet's balance (an Earn withdrawal: when it was taken out). */
    at: z.string(),
    /** As this wallet sees it (domain `historyDirection`). */
    direction: z.nullable(z.enum(['incoming', 'outgoing'])),
    /** This wallet's amount in its coin, unsigned. */
    amount: z.string(),
    /** What the wallet paid on top of the amount (a withdrawal's fee), in its coin. */
    fees: z.string(),
    coinCode: z.string(),
    /** A transaction's status; null for exchanges and Earn moves, which are final when listed. */
    status: z.nullable(z.enum(TRANSACTION_STATUSES)),
    transaction: z.nullable(transaction()),
    /** Both amounts and the rate; `side` is this wallet's. */
    exchange: z.nullable(exchange()),
    /** An Earn deposit (removedAt null) or withdrawal (removedAt set); amount is the whole move's. */
    investment: z.nullable(investment()),
    /** Another Coffer user on the other side of an internal transfer, named as internal transfers show it ("Ada L."). */
    counterpartyName: z.nullable(z.string()),
  }),
);
export type HistoryEntry = z.infer<ReturnType<typeof historyEntry>>;

export const historyQuery = lazily(() =>
  z.extend(z.pick(listQuery(), { limit: true, fromDate: true, toDate: true }), {
    /** The `nextCursor` of the previous page; absent for the newest page. */
    cursor: z.optional(
      z.string().check(z.trim(), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'A cursor as a page gave it')),
    ),
    type: z.optional(z.enum(HISTORY_FILTER_TYPES)),
  }),
);
export type HistoryQuery = z.input<ReturnType<typeof historyQuery>>;
/** The query as the server reads it, defaults applied. */
export type HistoryFilter = z.output<ReturnType<typeof historyQuery>>;

export const historyPage = lazily(() =>
  z.object({
    items: z.array(historyEntry()),
    /** Null when this page holds the oldest row. */
    nextCursor: z.nullable(z.string()),
  }),
);
export type HistoryPage = z.infer<ReturnType<typeof historyPage>>;

export const listWalletHistory = endpoint({
  method: 'GET',
  path: '/wallet/{id}/history',
  summary: "One wallet's history from every source (transactions, exchanges, Earn), newest first, keyset-paged",
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => historyQuery(),
  response: () => historyPage(),
});
