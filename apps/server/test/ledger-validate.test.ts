import { describe, expect, it } from 'vitest';
import type { LedgerErrorCode, PostingInput } from '../src/modules/ledger/types';
import { type AccountState, checkPartialPost, checkPostings, planMovements } from '../src/modules/ledger/validate';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const leg = (accountId: string, amount: bigint, coin = 'BTC'): PostingInput => ({ accountId, coin, amount });

function codeOf(fn: () => unknown): LedgerErrorCode | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { code: LedgerErrorCode }).code;
  }
}

describe('checkPostings', () => {
  const cases: [string, PostingInput[], LedgerErrorCode | 'ok'][] = [
    ['two legs that cancel', [leg(A, -5n), leg(B, 5n)], 'ok'],
    ['a split with a fee', [leg(A, -101n), leg(B, 100n), leg(C, 1n)], 'ok'],
    ['an exchange across two coins', [leg(A, -3n, 'EUR'), leg(B, 3n, 'EUR'), leg(C, -7n), leg(A + 'x', 7n)], 'ok'],
    ['amounts beyond 2^64', [leg(A, -(2n ** 200n)), leg(B, 2n ** 200n)], 'ok'],
    ['no postings', [], 'no_postings'],
    ['a zero leg', [leg(A, 0n), leg(B, 0n)], 'zero_amount'],
    ['legs that do not cancel', [leg(A, -5n), leg(B, 4n)], 'unbalanced'],
    ['one leg alone', [leg(A, 5n)], 'unbalanced'],
    ['balanced in total but not per coin', [leg(A, -5n, 'EUR'), leg(B, 5n, 'BTC')], 'unbalanced'],
    ['an account twice', [leg(A, -5n), leg(A, 5n)], 'duplicate_account'],
  ];
  it.each(cases)('%s', (_name, postings, expected) => {
    expect(codeOf(() => checkPostings(postings))).toBe(expected);
  });
});

describe('checkPartialPost', () => {
  const held = [leg(A, -100n), leg(B, 99n), leg(C, 1n)];
  const cases: [string, PostingInput[], LedgerErrorCode | 'ok'][] = [
    ['the full hold', held, 'ok'],
    ['less, fee kept', [leg(A, -60n), leg(B, 59n), leg(C, 1n)], 'ok'],
    ['less, without the fee account', [leg(A, -60n), leg(B, 60n)], 'ok'],
    ['more than held', [leg(A, -101n), leg(B, 100n), leg(C, 1n)], 'exceeds_hold'],
    ['a credit held as a debit', [leg(A, 5n), leg(B, -5n)], 'exceeds_hold'],
    ['an account outside the hold', [leg(A, -5n), leg(`${B}0`, 5n)], 'exceeds_hold'],
    ['another coin', [leg(A, -5n, 'EUR'), leg(B, 5n, 'EUR')], 'coin_mismatch'],
    ['unbalanced', [leg(A, -5n), leg(B, 4n)], 'unbalanced'],
  ];
  it.each(cases)('%s', (_name, amounts, expected) => {
    expect(codeOf(() => checkPartialPost(held, amounts))).toBe(expected);
  });
});

describe('planMovements', () => {
  const accounts = new Map<string, AccountState>([
    [A, { id: A, coin: 'BTC', balance: 100n, pending: 30n, noOverdraft: true }],
    [B, { id: B, coin: 'BTC', balance: -500n, pending: 0n, noOverdraft: false }],
    [C, { id: C, coin: 'EUR', balance: 0n, pending: 0n, noOverdraft: true }],
  ]);
  const state = (plan: ReturnType<typeof planMovements>, id: string) => plan.next.get(id);

  it('moves balances and reports the balance after each leg', () => {
    const plan = planMovements(accounts, { posted: [leg(A, -70n), leg(B, 70n)] });
    expect(plan.balanceAfter).toEqual([30n, -430n]);
    expect(state(plan, A)).toEqual({ balance: 30n, pending: 30n });
  });

  it('reserves only debits and releases them', () => {
    const reserve = planMovements(accounts, { reserve: [leg(A, -70n), leg(B, 70n)] });
    expect(state(reserve, A)).toEqual({ balance: 100n, pending: 100n });
    expect(state(reserve, B)).toEqual({ balance: -500n, pending: 0n });
    expect(codeOf(() => planMovements(accounts, { reserve: [leg(A, -1n), leg(C, 1n)] }))).toBe('coin_mismatch');
    const release = planMovements(accounts, { release: [leg(A, -30n), leg(B, 30n)] });
    expect(state(release, A)).toEqual({ balance: 100n, pending: 0n });
  });

  it('posting a hold releases its reservation and moves what is posted', () => {
    const plan = planMovements(accounts, { release: [leg(A, -30n), leg(B, 30n)], posted: [leg(A, -20n), leg(B, 20n)] });
    expect(state(plan, A)).toEqual({ balance: 80n, pending: 0n });
    expect(plan.balanceAfter).toEqual([80n, -480n]);
  });

  const refusals: [string, Parameters<typeof planMovements>[1], LedgerErrorCode | 'ok'][] = [
    ['exactly the available amount', { posted: [leg(A, -70n), leg(B, 70n)] }, 'ok'],
    ['one unit beyond what is available', { posted: [leg(A, -71n), leg(B, 71n)] }, 'insufficient_funds'],
    ['a hold beyond what is available', { reserve: [leg(A, -71n), leg(B, 71n)] }, 'insufficient_funds'],
    ['a system account going negative', { posted: [leg(B, -1000n), leg(A, 1000n)] }, 'ok'],
    ['an unknown account', { posted: [leg(`${A}0`, -1n), leg(A, 1n)] }, 'not_found'],
    ['a posting in the wrong coin', { posted: [leg(C, -1n, 'BTC'), leg(A, 1n)] }, 'coin_mismatch'],
  ];
  it.each(refusals)('%s', (_name, moves, expected) => {
    expect(codeOf(() => planMovements(accounts, moves))).toBe(expected);
  });
});
