import type { Direction, Transaction } from './types';

type DirectionFields = Pick<Transaction, 'type' | 'ref' | 'startedAt' | 'removedAt' | 'WalletId' | 'WalletToId'>;

/**
 * Section 4 transaction direction, checked in the spec's order. An investment row is incoming once
 * withdrawn (removedAt) and outgoing while running (startedAt only). INTERNAL transfers depend on
 * the wallet being viewed: sender sees outgoing, receiver incoming. Null when nothing applies
 * (an INTERNAL row seen from a wallet that is neither end).
 */
export function transactionDirection(tx: DirectionFields, viewingWalletId?: string | null): Direction | null {
  if (tx.type === 'INCOMING' || tx.type === 'DEPOSIT' || tx.ref === 'INTEREST' || tx.removedAt) return 'incoming';
  if (tx.type === 'OUTGOING' || tx.type === 'WITHDRAW' || (tx.startedAt && !tx.removedAt)) return 'outgoing';
  if (tx.type === 'INTERNAL' && viewingWalletId) {
    if (tx.WalletId === viewingWalletId) return 'outgoing';
    if (tx.WalletToId === viewingWalletId) return 'incoming';
  }
  return null;
}
