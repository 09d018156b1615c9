/** System accounts, one per coin. Open-ended: later features may add their own codes. */
export type SystemAccountCode =
  | 'world'
  | 'fees'
  | 'exchange_inventory'
  | 'earn_pool'
  | 'cashback'
  | 'card_settlement'
  | 'withdrawals_in_flight'
  | (string & {});

export type TransferStatus = 'posted' | 'pending' | 'posted_from_pending' | 'voided';

/** One leg of a transfer: positive credits the account, negative debits it. */
export interface PostingInput {
  accountId: string;
  /** The coin the caller means; must equal the account's coin (catches a wallet wired to the wrong account). */
  coin: string;
  amount: bigint;
}

export interface TransferInput {
  /** Caller-chosen id makes a retry safe: a second transfer with the same id fails with `already_exists`. */
  id?: string;
  kind: string;
  postings: PostingInput[];
  metadata?: Record<string, unknown>;
}

export interface ResolveInput {
  id?: string;
  /** Post less than held: the postings to apply (same accounts and signs, each at most the held amount). */
  amounts?: PostingInput[];
  metadata?: Record<string, unknown>;
}

export interface LedgerAccount {
  id: string;
  coin: string;
  kind: 'user' | 'system';
  code: string;
  ownerId: string | null;
  noOverdraft: boolean;
}

export interface Balance {
  /** Posted balance. */
  balance: bigint;
  /** Debits reserved by holds that are neither posted nor voided yet. */
  pending: bigint;
  /** What can still be debited: balance - pending. */
  available: bigint;
}

export interface PostingResult {
  accountId: string;
  coin: string;
  amount: bigint;
  /** Null for the postings of a pending transfer: they reserve, they do not move the balance. */
  balanceAfter: bigint | null;
}

export interface TransferResult {
  id: string;
  kind: string;
  status: TransferStatus;
  pendingId: string | null;
  postings: PostingResult[];
}

export interface HistoryEntry {
  /** Posting id, as a decimal string (bigserial); pass it as `beforeId` for the next page. */
  id: string;
  transferId: string;
  kind: string;
  status: TransferStatus;
  /** For a posting of a hold: whether the hold is still pending, was posted or voided. */
  hold: 'pending' | 'posted' | 'voided' | null;
  amount: bigint;
  balanceAfter: bigint | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export type LedgerErrorCode =
  | 'no_postings'
  | 'zero_amount'
  | 'duplicate_account'
  | 'unbalanced'
  | 'coin_mismatch'
  | 'insufficient_funds'
  | 'exceeds_hold'
  | 'not_found'
  | 'not_pending'
  | 'already_exists';

/** A refused ledger operation; nothing was written. The HTTP layer maps codes to catalogue errors. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string = code,
    /** The account or transfer the refusal is about, when there is one. */
    readonly ref?: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
