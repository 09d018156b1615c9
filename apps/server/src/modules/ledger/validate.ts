import { LedgerError, type PostingInput } from './types';

/** Rules every transfer obeys before it touches the database. */
export function checkPostings(postings: readonly PostingInput[]): void {
  if (postings.length === 0) throw new LedgerError('no_postings', 'a transfer needs postings');
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  for (const p of postings) {
    if (p.amount === 0n) throw new LedgerError('zero_amount', 'a posting amount may not be zero', p.accountId);
    // One leg per account keeps holds unambiguous when they are later posted in part.
    if (seen.has(p.accountId)) throw new LedgerError('duplicate_account', 'an account appears twice', p.accountId);
    seen.add(p.accountId);
    sums.set(p.coin, (sums.get(p.coin) ?? 0n) + p.amount);
  }
  for (const [coin, sum] of sums) {
    if (sum !== 0n) throw new LedgerError('unbalanced', `postings in ${coin} sum to ${sum}, not zero`);
  }
}

/** A partial post: each leg on an account of the hold, in the same direction, at most the held amount. */
export function checkPartialPost(held: readonly PostingInput[], amounts: readonly PostingInput[]): void {
  checkPostings(amounts);
  const byAccount = new Map(held.map((p) => [p.accountId, p]));
  for (const p of amounts) {
    const h = byAccount.get(p.accountId);
    if (!h) throw new LedgerError('exceeds_hold', 'the account is not part of the hold', p.accountId);
    if (h.coin !== p.coin) throw new LedgerError('coin_mismatch', 'coin differs from the hold', p.accountId);
    const sameSign = p.amount > 0n === h.amount > 0n;
    if (!sameSign || abs(p.amount) > abs(h.amount)) {
      throw new LedgerError('exceeds_hold', `posting ${p.amount} does not fit the held ${h.amount}`, p.accountId);
    }
  }
}

export interface AccountState {
  id: string;
  coin: string;
  balance: bigint;
  pending: bigint;
  noOverdraft: boolean;
}

export interface Movements {
  /** Legs that move balances now (a transfer, or the post of a hold). */
  posted?: readonly PostingInput[];
  /** Legs of a new hold: their debits are reserved. */
  reserve?: readonly PostingInput[];
  /** Legs of a resolved hold: their reservation is released. */
  release?: readonly PostingInput[];
}

export interface Plan {
  /** New balance and pending debits of every account named (unchanged ones included). */
  next: Map<string, { balance: bigint; pending: bigint }>;
  /** Balance after each posted leg, in the order given. */
  balanceAfter: bigint[];
}

/** Works out what a set of movements does to the locked accounts, refusing a bad coin or an overdraft. */
export function planMovements(accounts: ReadonlyMap<string, AccountState>, moves: Movements): Plan {
  const next = new Map<string, { balance: bigint; pending: bigint }>();
  const state = (p: PostingInput) => {
    const account = accounts.get(p.accountId);
    if (!account) throw new LedgerError('not_found', 'no such ledger account', p.accountId);
    if (account.coin !== p.coin) {
      throw new LedgerError('coin_mismatch', `account holds ${account.coin}, posting says ${p.coin}`, p.accountId);
    }
    let s = next.get(p.accountId);
    if (!s) {
      s = { balance: account.balance, pending: account.pending };
      next.set(p.accountId, s);
    }
    return s;
  };
  // Credits of a hold reserve nothing (a later void must not leave money that never arrived), but their
  // accounts are still checked for existence and coin.
  for (const p of moves.release ?? []) state(p).pending += p.amount < 0n ? p.amount : 0n;
  for (const p of moves.reserve ?? []) state(p).pending -= p.amount < 0n ? p.amount : 0n;
  const balanceAfter: bigint[] = [];
  for (const p of moves.posted ?? []) {
    const s = state(p);
    s.balance += p.amount;
    balanceAfter.push(s.balance);
  }
  for (const [id, s] of next) {
    if (accounts.get(id)?.noOverdraft && s.balance - s.pending < 0n) {
      throw new LedgerError('insufficient_funds', 'the account cannot cover the debit', id);
    }
  }
  return { next, balanceAfter };
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}
