import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { KnownStates, knownStates } from '../src/modules/ledger/known-states';
import type { AccountState } from '../src/modules/ledger/validate';
import { sendBatcher } from '../src/modules/send/group-commit';
import { newAccount, secondInstance, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, fund, MONEY_TEST_CONFIG, sendMoney, sendRequest, walletIn } from './money-fixtures';

const state = (id: string, balance: bigint): AccountState => ({
  id,
  coin: 'EUR',
  balance,
  pending: 0n,
  noOverdraft: true,
});

/** Decision 0050: what a batch of sends may be planned on before its locks are taken. */
describe('KnownStates', () => {
  it.each([
    { case: 'nothing known yet', written: [] as string[], busy: [] as string[], ask: ['a'], guess: undefined },
    { case: 'every account known', written: ['a', 'b'], busy: [], ask: ['a', 'b'], guess: [1n, 2n] },
    { case: 'one account unknown', written: ['a'], busy: [], ask: ['a', 'b'], guess: undefined },
    {
      case: 'an account in another batch in flight',
      written: ['a', 'b'],
      busy: ['b'],
      ask: ['a', 'b'],
      guess: undefined,
    },
    { case: 'the same account twice', written: ['a'], busy: [], ask: ['a', 'a'], guess: [1n] },
    { case: 'no account at all', written: [], busy: [], ask: [], guess: undefined },
  ])('guesses when $case', ({ written, busy, ask, guess }) => {
    const known = new KnownStates();
    const balances: Record<string, bigint> = { a: 1n, b: 2n };
    known.begin(written);
    known.end(
      written,
      written.map((id) => state(id, balances[id] ?? 0n)),
    );
    known.begin(busy);
    expect(known.begin(ask)?.map((s) => s.balance)).toEqual(guess);
  });

  it('forgets what a batch that did not commit touched', () => {
    const known = new KnownStates();
    known.begin(['a']);
    known.end(['a'], [state('a', 5n)]);
    known.begin(['a']);
    known.end(['a'], null);
    expect(known.begin(['a'])).toBeUndefined();
  });

  it('forgets a state written while another batch of the instance still holds the account', () => {
    const known = new KnownStates();
    known.begin(['a']);
    known.begin(['a']);
    known.end(['a'], [state('a', 5n)]);
    known.end(['a'], [state('a', 7n)]);
    expect(known.begin(['a'])?.map((s) => s.balance)).toEqual([7n]);
    const other = new KnownStates();
    other.begin(['a']);
    other.begin(['a']);
    other.end(['a'], [state('a', 5n)]);
    // The batch still in flight fails: nothing is known of the account, not the first batch's state.
    other.end(['a'], null);
    expect(other.begin(['a'])).toBeUndefined();
  });

  it('keeps at most its limit of accounts, the most recently written', () => {
    const known = new KnownStates();
    const ids = Array.from({ length: KnownStates.LIMIT + 2 }, (_, i) => `acc-${i}`);
    for (const id of ids) {
      known.begin([id]);
      known.end([id], [state(id, 1n)]);
    }
    expect(known.begin([ids[0] as string])).toBeUndefined();
    expect(known.begin([ids.at(-1) as string])?.map((s) => s.id)).toEqual([ids.at(-1)]);
  });
});

describe(`sends planned on the states the instance wrote (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aEur: string;
  let bAddress: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
    a = await newAccount(t.app, 'known-a@example.com');
    b = await newAccount(t.app, 'known-b@example.com');
    aEur = (await walletIn(t, a, 'EUR')).id;
    bAddress = (await walletIn(t, b, 'EUR')).address;
    await fund(t, a, 'EUR', '10.00');
    // A coded send makes b trusted: the sends below need no code and go through the batcher.
    expect((await sendMoney(t, a, aEur, { to: bAddress, amount: '1.00' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const send = async (amount: string, key?: string) => {
    const res = await sendRequest(t, a, aEur, { to: bAddress, amount }, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string };
  };

  it('plans the next sends of the same accounts on the states it wrote (PostgreSQL), without a wrong guess', async () => {
    const guessed = knownStates(t.app.services)?.accounts.guessed ?? 0;
    const wrong = sendBatcher(t.app.services).wrongGuesses;
    for (const amount of ['0.50', '0.25', '0.25']) await send(amount);
    expect(await balance(t, a, 'EUR')).toBe('8.00');
    expect(await balance(t, b, 'EUR')).toBe('2.00');
    if (TEST_TARGET === 'postgres')
      expect(knownStates(t.app.services)?.accounts.guessed).toBeGreaterThanOrEqual(guessed + 2);
    else expect(knownStates(t.app.services)).toBeUndefined();
    expect(sendBatcher(t.app.services).wrongGuesses).toBe(wrong);
  });

  it('pays on the locked rows when another writer moved a balance since (the guess fails unwritten)', async () => {
    await send('0.10');
    const wrong = sendBatcher(t.app.services).wrongGuesses;
    await fund(t, a, 'EUR', '5.00');
    await send('1.00');
    expect(await balance(t, a, 'EUR')).toBe('11.90');
    expect(await balance(t, b, 'EUR')).toBe('3.10');
    expect(sendBatcher(t.app.services).wrongGuesses).toBe(TEST_TARGET === 'postgres' ? wrong + 1 : wrong);
    // Known again: the next send is planned on what that batch wrote, and right.
    await send('0.90');
    expect(sendBatcher(t.app.services).wrongGuesses).toBe(TEST_TARGET === 'postgres' ? wrong + 1 : wrong);
    expect(await balance(t, a, 'EUR')).toBe('11.00');
  });

  it("sees another instance's sends from the same accounts, and pays exactly", async () => {
    await send('1.00');
    const other = await secondInstance(t, MONEY_TEST_CONFIG);
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/wallet/${aEur}/send`,
        headers: a.auth,
        payload: { to: bAddress, amount: '2.00' },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await other.close();
    }
    await send('3.00');
    expect(await balance(t, a, 'EUR')).toBe('5.00');
    expect(await balance(t, b, 'EUR')).toBe('10.00');
  });

  it('refuses what the known balance cannot cover and answers a repeated key its first answer', async () => {
    await send('0.01');
    const refused = await sendRequest(t, a, aEur, { to: bAddress, amount: '6.00' });
    expect(refused.json().code).toBe('balance_not_enough');
    const first = await send('1.00', 'known-key-1');
    const again = await send('1.00', 'known-key-1');
    expect(again).toEqual(first);
    // Two requests under one new key at once: one payment, the same answer.
    const both = await Promise.all([send('1.00', 'known-key-2'), send('1.00', 'known-key-2')]);
    expect(both[1]).toEqual(both[0]);
    expect(await balance(t, a, 'EUR')).toBe('2.99');
  });

  it('pays exactly what the balance covers when two instances send from the same account at once', async () => {
    // 2.99 left. Each instance has guesses of its own, made wrong by the other's batches.
    await send('0.99');
    const other = await secondInstance(t, MONEY_TEST_CONFIG);
    try {
      const from = (app: typeof t.app) =>
        app.inject({
          method: 'POST',
          url: `/api/wallet/${aEur}/send`,
          headers: a.auth,
          payload: { to: bAddress, amount: '0.10' },
        });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => from(i % 2 ? other.app : t.app)));
      const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
      expect(codes.filter((c) => c === 'ok')).toHaveLength(20);
      expect(codes.filter((c) => c !== 'ok')).toEqual(Array(10).fill('balance_not_enough'));
    } finally {
      await other.close();
    }
    expect(await balance(t, a, 'EUR')).toBe('0.00');
    expect(await balance(t, b, 'EUR')).toBe('15.00');
  });
});
