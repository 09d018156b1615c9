/** Section 3: the Transaction entity (ref TRANSACTION). Amounts stay decimal strings, never floats. */
export const TRANSACTION_TYPES = ['INCOMING', 'OUTGOING', 'DEPOSIT', 'WITHDRAW', 'INTERNAL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_REFS = ['EXCHANGE', 'CARD_OPERATION', 'INVESTMENT', 'INTEREST'] as const;
export type TransactionRef = (typeof TRANSACTION_REFS)[number];

/** Section 3: special values of fromAddress naming a platform origin instead of an address. */
export const SPECIAL_ORIGINS = [
  'CASHBACK',
  'CASHBACK_EXCHANGE',
  'CASHBACK_CARD',
  'BONUS_REFERRED',
  'BONUS_REFERRAL',
] as const;
export type SpecialOrigin = (typeof SPECIAL_ORIGINS)[number];
export const CASHBACK_ORIGINS = ['CASHBACK', 'CASHBACK_EXCHANGE', 'CASHBACK_CARD'] as const;

export type Direction = 'incoming' | 'outgoing';

export interface Transaction {
  readonly id: string;
  /** Absent on rows built from investments and interests, which carry a ref instead. */
  readonly type?: TransactionType | null;
  readonly status?: string | null;
  /** Decimal text in coin units. */
  readonly amount: string;
  readonly amountEUR?: string | null;
  readonly fiatAmount?: string | null;
  readonly fees?: string | null;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  readonly txId?: string | null;
  readonly WalletId?: string | null;
  readonly WalletToId?: string | null;
  readonly fromAddress?: string | null;
  readonly toAddress?: string | null;
  readonly merchantName?: string | null;
  readonly extra?: Readonly<Record<string, unknown>> | null;
  readonly startedAt?: string | null;
  readonly removedAt?: string | null;
  readonly refundTransactionId?: string | null;
  readonly coinCode: string;
  readonly side?: 'BUY' | 'SELL' | null;
  readonly ref?: TransactionRef | null;
  /**
   * The card operation's own type when ref is CARD_OPERATION (ATM for cash). Section 3 lists it on
   * the card operation, not the transaction; the row that merges the two carries it here.
   */
  readonly operationType?: string | null;
}

export function isSpecialOrigin(fromAddress: string | null | undefined): fromAddress is SpecialOrigin {
  return (SPECIAL_ORIGINS as readonly (string | null | undefined)[]).includes(fromAddress);
}

export function isCashbackOrigin(fromAddress: string | null | undefined): boolean {
  return (CASHBACK_ORIGINS as readonly (string | null | undefined)[]).includes(fromAddress);
}
