import { TRANSACTION_REFS, TRANSACTION_TYPES } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { idField, sixDigitCode } from '../fields';

/**
 * Statuses a transaction moves through (docs/decisions/0009-transactions-and-sends.md):
 * UNCONFIRMED (deposit seen, waiting for confirmations), PENDING (withdrawal held, waiting for the
 * chain), CONFIRMED (final), BLOCKED (incoming money above the proof-of-funds threshold, waiting for
 * documents), REFUNDED (blocked money sent back to its origin), CANCELED and ERROR (withdrawal voided).
 */
export const TRANSACTION_STATUSES = [
  'UNCONFIRMED',
  'PENDING',
  'CONFIRMED',
  'BLOCKED',
  'REFUNDED',
  'CANCELED',
  'ERROR',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec section 3, Transaction. Amounts are exact decimal strings in the coin's (or EUR's) units. */
export const transaction = lazily(() =>
  z.object({
    id: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    amount: z.string(),
    /** The amount's EUR value at the transaction's time, 2 decimals. */
    amountEUR: z.string(),
    fiatAmount: z.nullable(z.string()),
    /** Withdrawal fee in the coin's units ("0" for internal transfers and deposits). */
    fees: z.string(),
    createdAt: z.string(),
    /** Chain transaction id (deposits, confirmed withdrawals); null for internal transfers. */
    txId: z.nullable(z.string()),
    /** The sending wallet when it is a Coffer wallet, else the receiving one. */
    WalletId: z.nullable(z.string()),
    /** The receiving Coffer wallet, when there is one. */
    WalletToId: z.nullable(z.string()),
    fromAddress: z.nullable(z.string()),
    toAddress: z.nullable(z.string()),
    merchantName: z.nullable(z.string()),
    extra: z.record(z.string(), z.unknown()),
    startedAt: z.nullable(z.string()),
    removedAt: z.nullable(z.string()),
    refundTransactionId: z.nullable(z.string()),
    coinCode: z.string(),
    side: z.nullable(z.enum(['BUY', 'SELL'])),
    ref: z.nullable(z.enum(TRANSACTION_REFS)),
  }),
);
export type TransactionView = z.infer<ReturnType<typeof transaction>>;

const dateFilter = lazily(() =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'A date as YYYY-MM-DD or an ISO 8601 instant'),
    z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date'),
  ),
);

/** Spec section 7: the filter query of every list (defaults limit 10, offset 0, order desc). Empty values are omitted. */
export const listQuery = lazily(() =>
  z.object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 10),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    /** fromDate is inclusive; a bare date as toDate includes that whole UTC day. */
    fromDate: z.optional(dateFilter()),
    toDate: z.optional(dateFilter()),
  }),
);

export const transactionQuery = lazily(() => z.extend(listQuery(), { type: z.optional(z.enum(TRANSACTION_TYPES)) }));
export type TransactionQuery = z.input<ReturnType<typeof transactionQuery>>;

export const listWalletTransactions = endpoint({
  method: 'GET',
  path: '/wallet/{id}/transactions',
  summary: "One wallet's transactions, newest first by default",
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => transactionQuery(),
  response: () => z.array(transaction()),
});

export const listTransactions = endpoint({
  method: 'GET',
  path: '/transaction',
  summary: "Every transaction of the signed-in user's wallets",
  tag: 'transactions',
  auth: true,
  query: () => transactionQuery(),
  response: () => z.array(transaction()),
});

export const getTransaction = endpoint({
  method: 'GET',
  path: '/transaction/{id}',
  summary: 'One transaction of the signed-in user',
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => transaction(),
});

/** A decimal amount as typed: digits and one dot (spec section 5); decimals are checked against the coin. */
export const amountField = lazily(() =>
  z.string().check(z.trim(), z.regex(/^\d{1,40}(\.\d{1,40})?$/, 'Digits and a dot only')),
);

const sendTarget = lazily(() =>
  z.object({
    /** An outside address or IBAN, a Coffer user's address, IBAN or email. */
    to: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
    amount: amountField(),
    /** XRP destination tag. */
    tag: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'Digits only'))),
  }),
);

export const sendQuote = lazily(() =>
  z.object({
    /** INTERNAL: to a Coffer wallet, instant and free; WITHDRAW: to the outside world. */
    type: z.enum(['INTERNAL', 'WITHDRAW']),
    internal: z.boolean(),
    amount: z.string(),
    /** In the coin's units. */
    fee: z.string(),
    feeEUR: z.string(),
    /** amount + fee, what leaves the wallet. */
    total: z.string(),
    amountEUR: z.string(),
    /**
     * False for an internal transfer to a recipient this user already confirmed a send to (a trusted
     * recipient, as PSD2 allows): no code is sent and send needs none. Withdrawals always need one.
     */
    codeRequired: z.boolean(),
    /** How the code reaches the user: 'totp' (authenticator app), 'email' (a 6-digit code), or null when none is needed. */
    codeChannel: z.nullable(z.enum(['totp', 'email'])),
    /** The recipient's display name for an internal transfer (first name and last initial), else null. */
    recipientName: z.nullable(z.string()),
    /** Withdrawals: the EUR value still allowed this calendar month by the tier (null for internal). */
    withdrawLimitLeftEUR: z.nullable(z.string()),
  }),
);
export type SendQuote = z.infer<ReturnType<typeof sendQuote>>;

export const askSend = endpoint({
  method: 'POST',
  path: '/wallet/{id}/ask-send',
  summary: 'Check a send, quote its fee and send the confirmation code',
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  body: () => sendTarget(),
  response: () => sendQuote(),
});

export const send = endpoint({
  method: 'POST',
  path: '/wallet/{id}/send',
  summary: 'Move the money: internal transfer at once, or a held withdrawal until the chain confirms',
  tag: 'transactions',
  auth: true,
  idempotent: true,
  params: () => z.object({ id: idField() }),
  /** `code` may be left out only when ask-send said `codeRequired: false` (a trusted recipient). */
  body: () => z.extend(sendTarget(), { code: z.optional(sixDigitCode()) }),
  response: () => transaction(),
});

export const PROOF_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const proofOfFund = lazily(() =>
  z.object({
    id: z.string(),
    transactionId: z.string(),
    status: z.enum(PROOF_STATUSES),
    fileName: z.string(),
    contentType: z.string(),
    size: z.int(),
    createdAt: z.string(),
  }),
);
export type ProofOfFund = z.infer<ReturnType<typeof proofOfFund>>;

export const listProofsOfFund = endpoint({
  method: 'GET',
  path: '/transaction/{id}/proofOfFund',
  summary: 'Documents sent for a blocked incoming transaction',
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => z.array(proofOfFund()),
});

export const uploadProofOfFund = endpoint({
  method: 'POST',
  path: '/transaction/{id}/proofOfFund',
  summary: 'Send a document (PDF, PNG or JPEG, at most 6 MB) for a blocked incoming transaction',
  tag: 'transactions',
  auth: true,
  params: () => z.object({ id: idField() }),
  body: () =>
    z.object({
      fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      /** The file in base64 (a data: URL prefix is accepted). */
      file: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(8_500_000),
          z.regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, 'Base64 only'),
        ),
    }),
  response: () => proofOfFund(),
});

export const refundRequest = lazily(() =>
  z.object({
    transactionId: z.string(),
    status: z.enum(['BLOCKED', 'REFUNDED']),
    coinCode: z.string(),
    amount: z.string(),
    toAddress: z.nullable(z.string()),
    refundTransactionId: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);

export const listRefunds = endpoint({
  method: 'GET',
  path: '/user/refund',
  summary: 'Blocked incoming transactions that can be refunded, and refunds made',
  tag: 'transactions',
  auth: true,
  response: () => z.array(refundRequest()),
});

export const requestRefund = endpoint({
  method: 'POST',
  path: '/user/refund',
  summary: 'Send a blocked incoming transaction back to its origin (transaction_not_blocked)',
  tag: 'transactions',
  auth: true,
  idempotent: true,
  body: () => z.object({ transactionId: idField() }),
  response: () => transaction(),
});
