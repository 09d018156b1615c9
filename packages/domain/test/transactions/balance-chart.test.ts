import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BalanceMovement,
  balanceSeries,
  balanceStepBack,
  type MovementFields,
  transactionBalanceMovement,
  walletChartBalances,
} from '../../src/transactions/index';

const at = '2024-05-01T00:00:00Z';
const incoming = (status: string, amount = 100n): BalanceMovement => ({
  kind: 'transaction',
  at,
  direction: 'incoming',
  status,
  amount,
});
const outgoing = (status: string, amount = 100n): BalanceMovement => ({
  kind: 'transaction',
  at,
  direction: 'outgoing',
  status,
  amount,
});

describe('balance chart step back (section 4)', () => {
  it.each<[string, BalanceMovement, bigint | null]>([
    ['incoming confirmed is undone', incoming('CONFIRMED'), -100n],
    ['incoming pending is undone', incoming('PENDING'), -100n],
    ['incoming refunded is added back', incoming('REFUNDED'), 100n],
    ['incoming canceled is added back', incoming('CANCELED'), 100n],
    ['incoming rejected is left out', incoming('REJECTED'), null],
    ['incoming blocked is left out', incoming('BLOCKED'), null],
    ['outgoing confirmed is added back', outgoing('CONFIRMED'), 100n],
    ['outgoing blocked is removed', outgoing('BLOCKED'), null],
    ['outgoing refunded is removed', outgoing('REFUNDED'), null],
    ['outgoing canceled is removed', outgoing('CANCELED'), null],
    ['sold exchange adds', { kind: 'exchange', at, side: 'SELL', amount: 50n }, 50n],
    ['bought exchange subtracts', { kind: 'exchange', at, side: 'BUY', amount: 50n }, -50n],
    ['running investment adds', { kind: 'investment', at, amount: 70n }, 70n],
    ['investment with removedAt ignored', { kind: 'investment', at, amount: 70n, removedAt: at }, null],
  ])('%s', (_name, movement, expected) => {
    expect(balanceStepBack(movement)).toBe(expected);
  });

  it('takes a custom list of active statuses', () => {
    expect(balanceStepBack(incoming('SETTLED'), ['SETTLED'])).toBe(-100n);
    expect(balanceStepBack(incoming('CONFIRMED'), ['SETTLED'])).toBeNull();
  });
});

describe('balance series', () => {
  it('walks back from the current balance, oldest point first', () => {
    const movements: BalanceMovement[] = [
      { kind: 'transaction', at: '2024-05-03T00:00:00Z', direction: 'outgoing', status: 'CONFIRMED', amount: 30n },
      { kind: 'transaction', at: '2024-05-01T00:00:00Z', direction: 'incoming', status: 'CONFIRMED', amount: 100n },
      { kind: 'transaction', at: '2024-05-02T00:00:00Z', direction: 'outgoing', status: 'CANCELED', amount: 999n },
      { kind: 'exchange', at: '2024-05-04T00:00:00Z', side: 'BUY', amount: 5n },
    ];
    expect(balanceSeries(75n, movements)).toEqual({
      opening: 0n,
      points: [
        { at: '2024-05-01T00:00:00Z', balance: 100n },
        { at: '2024-05-03T00:00:00Z', balance: 70n },
        { at: '2024-05-04T00:00:00Z', balance: 75n },
      ],
    });
  });

  it('is the current balance alone when nothing moved', () => {
    expect(balanceSeries(42n, [])).toEqual({ opening: 42n, points: [] });
  });

  it('ends at the current balance and steps by each kept movement', () => {
    const movement = fc.oneof(
      fc.record({
        kind: fc.constant('transaction' as const),
        at: fc.integer({ min: 0, max: 10 ** 12 }).map((ms) => new Date(ms).toISOString()),
        direction: fc.constantFrom('incoming' as const, 'outgoing' as const),
        status: fc.constantFrom('CONFIRMED', 'REFUNDED', 'BLOCKED', 'REJECTED'),
        amount: fc.bigInt({ min: 0n, max: 10n ** 18n }),
      }),
      fc.record({
        kind: fc.constant('exchange' as const),
        at: fc.integer({ min: 0, max: 10 ** 12 }).map((ms) => new Date(ms).toISOString()),
        side: fc.constantFrom('BUY' as const, 'SELL' as const),
        amount: fc.bigInt({ min: 0n, max: 10n ** 18n }),
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.array(movement), (current, movements) => {
        const series = balanceSeries(current, movements);
        const kept = movements.map((m) => balanceStepBack(m)).filter((s): s is bigint => s !== null);
        expect(series.points.length).toBe(kept.length);
        expect(series.opening).toBe(current + kept.reduce((sum, s) => sum + s, 0n));
        if (series.points.length > 0) expect(series.points.at(-1)?.balance).toBe(current);
      }),
    );
  });
});

const WALLET = 'w1';
const chartTx = (change: Partial<MovementFields>): MovementFields => ({
  type: 'INCOMING',
  status: 'CONFIRMED',
  amount: '1.00',
  fees: '0',
  createdAt: at,
  WalletId: null,
  WalletToId: WALLET,
  ...change,
});

describe('a transaction as a balance-chart movement', () => {
  it.each<[string, Partial<MovementFields>, number, BalanceMovement | null]>([
    ['incoming', {}, 2, { kind: 'transaction', at, direction: 'incoming', status: 'CONFIRMED', amount: 100n }],
    [
      "an incoming fee is not the wallet's",
      { fees: '0.50' },
      2,
      { kind: 'transaction', at, direction: 'incoming', status: 'CONFIRMED', amount: 100n },
    ],
    [
      'outgoing counts amount plus fee',
      { type: 'WITHDRAW', fees: '0.25', WalletId: WALLET, WalletToId: null },
      2,
      { kind: 'transaction', at, direction: 'outgoing', status: 'CONFIRMED', amount: 125n },
    ],
    [
      "at the coin's decimals",
      { type: 'OUTGOING', amount: '0.1', fees: '0.00005' },
      8,
      { kind: 'transaction', at, direction: 'outgoing', status: 'CONFIRMED', amount: 10_005_000n },
    ],
    [
      'an unreadable fee counts as none',
      { type: 'OUTGOING', fees: 'n/a' },
      2,
      { kind: 'transaction', at, direction: 'outgoing', status: 'CONFIRMED', amount: 100n },
    ],
    [
      'a missing fee counts as none',
      { type: 'OUTGOING', fees: null },
      2,
      { kind: 'transaction', at, direction: 'outgoing', status: 'CONFIRMED', amount: 100n },
    ],
    [
      'a fee with too many decimals counts as none',
      { type: 'OUTGOING', fees: '0.001' },
      2,
      { kind: 'transaction', at, direction: 'outgoing', status: 'CONFIRMED', amount: 100n },
    ],
    [
      'internal, sent by this wallet',
      { type: 'INTERNAL', WalletId: WALLET, WalletToId: 'w2', status: 'PENDING' },
      2,
      { kind: 'transaction', at, direction: 'outgoing', status: 'PENDING', amount: 100n },
    ],
    [
      'internal, received by this wallet',
      { type: 'INTERNAL', WalletId: 'w2', WalletToId: WALLET },
      2,
      { kind: 'transaction', at, direction: 'incoming', status: 'CONFIRMED', amount: 100n },
    ],
    ['internal between two other wallets', { type: 'INTERNAL', WalletId: 'w2', WalletToId: 'w3' }, 2, null],
    ['an unreadable amount', { amount: '1,5' }, 2, null],
    ['an amount with too many decimals', { amount: '1.001' }, 2, null],
  ])('%s', (_name, change, decimals, expected) => {
    expect(transactionBalanceMovement(chartTx(change), WALLET, decimals)).toEqual(expected);
  });
});

describe("a wallet's chart balances (opening, then one per kept movement)", () => {
  const day = (d: number) => `2024-05-0${d}T00:00:00Z`;
  it.each<[string, string, MovementFields[], bigint[]]>([
    ['nothing moved', '1.50', [], [150n]],
    ['an unreadable balance draws nothing', 'n/a', [chartTx({})], []],
    [
      'deposit, then a withdrawal with its fee',
      '0.75',
      [
        chartTx({ createdAt: day(2), type: 'WITHDRAW', amount: '0.20', fees: '0.05' }),
        chartTx({ createdAt: day(1), amount: '1.00' }),
      ],
      [0n, 100n, 75n],
    ],
    [
      'left-out rows draw no point',
      '1.00',
      [
        chartTx({ createdAt: day(1) }),
        chartTx({ createdAt: day(2), type: 'OUTGOING', status: 'CANCELED', amount: '9.00' }),
        chartTx({ createdAt: day(3), type: 'INTERNAL', WalletId: 'w2', WalletToId: 'w3' }),
      ],
      [0n, 100n],
    ],
    [
      'a refunded deposit is added back',
      '1.00',
      [chartTx({ createdAt: day(1), status: 'REFUNDED', amount: '2.00' })],
      [300n, 100n],
    ],
  ])('%s', (_name, balance, transactions, expected) => {
    expect(walletChartBalances({ id: WALLET, balance, decimals: 2 }, transactions)).toEqual(expected);
  });
});
