import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCoinSwitch } from '../src/modules/coins/flags';
import { verifyLedger } from '../src/modules/ledger';
import { sendBatcher } from '../src/modules/send/group-commit';
import { sendLookups } from '../src/modules/send/lookup-cache';
import { newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, fund, listOf, MONEY_TEST_CONFIG, sendMoney, sendRequest, walletIn } from './money-fixtures';

/**
 * Group commit (docs/decisions/0032-group-commit.md): trusted internal sends that arrive together are
 * written in one transaction, each checked on the balance the ones before it left. These run the sends
 * concurrently so that batches really hold several of them.
 */
describe(`group commit of internal sends (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let c: TestAccount;
  let aEur: string;
  let bAddress: string;
  let cAddress: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
    a = await newAccount(t.app, 'batch-a@example.com');
    b = await newAccount(t.app, 'batch-b@example.com');
    c = await newAccount(t.app, 'batch-c@example.com');
    aEur = (await walletIn(t, a, 'EUR')).id;
    bAddress = (await walletIn(t, b, 'EUR')).address;
    cAddress = (await walletIn(t, c, 'EUR')).address;
    await fund(t, a, 'EUR', '30.00');
    // One coded send each makes b and c trusted: the sends below need no code and are batched.
    for (const to of [bAddress, cAddress]) {
      expect((await sendMoney(t, a, aEur, { to, amount: '1.00' })).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('pays exactly what the balance covers when more is asked at once, and fails the rest alone', async () => {
    // 28.00 left; 40 sends of 1.00 to two recipients race: 28 are paid, 12 refused, nothing else moves.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendRequest(t, a, aEur, { to: i % 2 ? bAddress : cAddress, amount: '1.00' }),
      ),
    );
    const paid = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(paid).toHaveLength(28);
    expect(sendBatcher(t.app.services).largestBatch).toBeGreaterThan(1);
    expect(refused.map((r) => r.json().code)).toEqual(Array(12).fill('balance_not_enough'));
    expect(await balance(t, a, 'EUR')).toBe('0.00');
    expect(Number(await balance(t, b, 'EUR')) + Number(await balance(t, c, 'EUR'))).toBe(30);
    // Every paid send is listed once for the sender, numbered without gaps.
    const listed = await listOf(t, a, `/api/wallet/${aEur}/transactions?limit=200`);
    const ids = new Set(listed.map((tx) => tx.id));
    for (const r of paid) expect(ids.has(r.json().id)).toBe(true);
    expect(listed).toHaveLength(28 + 2 + 1);
    // Each wallet's and user's entries are numbered 1, 2, 3... without a gap or a repeat, batches included,
    // and each counter holds its last number.
    for (const [column, scope, id] of [
      ['wallet_seq', 'wallet_id', aEur],
      ['user_seq', 'user_id', a.user.id],
      ['user_seq', 'user_id', b.user.id],
      ['user_seq', 'user_id', c.user.id],
    ] as const) {
      const rows = await t.db.query<{ seq: string }>(
        `SELECT ${column}::text AS seq FROM transaction_entries WHERE ${scope} = $1 ORDER BY ${column}`,
        [id],
      );
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
      const [count] = await t.db.query<{ n: string }>(
        `SELECT n::text AS n FROM ${scope === 'wallet_id' ? 'wallet' : 'user'}_entry_counts WHERE ${scope} = $1`,
        [id],
      );
      expect(Number(count?.n)).toBe(rows.length);
    }
  });

  it('moves money once for one Idempotency-Key sent many times at once, and answers each the same', async () => {
    await fund(t, a, 'EUR', '5.00');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendRequest(t, a, aEur, { to: bAddress, amount: '2.00' }, 'batch-key-1')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await balance(t, a, 'EUR')).toBe('3.00');
  });

  it('releases the key of a send refused in a batch, so a corrected retry may use it', async () => {
    const refused = await sendRequest(t, a, aEur, { to: cAddress, amount: '4.00' }, 'batch-key-2');
    expect(refused.json().code).toBe('balance_not_enough');
    await fund(t, a, 'EUR', '1.00');
    const retried = await sendRequest(t, a, aEur, { to: cAddress, amount: '4.00' }, 'batch-key-2');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await balance(t, a, 'EUR')).toBe('0.00');
  });

  it('reads the lookups of a trusted send from memory, and still obeys a switch flipped by SQL at once', async () => {
    await fund(t, a, 'EUR', '2.00');
    const lookups = sendLookups(t.db);
    expect((await sendMoney(t, a, aEur, { to: bAddress, amount: '0.50' })).statusCode).toBe(200);
    const hits = lookups.hits;
    expect((await sendRequest(t, a, aEur, { to: bAddress, amount: '0.50' })).statusCode).toBe(200);
    expect(lookups.hits).toBe(hits + 1);
    // Whoever flips it, the coin's sends stop with the very next request, and resume likewise.
    await t.db.query(`INSERT INTO coin_flags (coin, withdraw) VALUES ('EUR', false)
      ON CONFLICT (coin) DO UPDATE SET withdraw = false`);
    expect((await sendRequest(t, a, aEur, { to: bAddress, amount: '0.50' })).json().code).toBe('unsupported_coin');
    await t.db.query(`UPDATE coin_flags SET withdraw = true WHERE coin = 'EUR'`);
    expect((await sendRequest(t, a, aEur, { to: bAddress, amount: '0.50' })).statusCode).toBe(200);
    // A recipient's new name is what the next quote shows.
    await t.db.query(`UPDATE users SET first_name = 'Bea', last_name = 'Renamed' WHERE id = $1`, [b.user.id]);
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/${aEur}/ask-send`,
      headers: a.auth,
      payload: { to: bAddress, amount: '0.01' },
    });
    expect(quote.json().recipientName).toContain('Bea');
    expect(await balance(t, a, 'EUR')).toBe('0.50');
    expect((await sendRequest(t, a, aEur, { to: bAddress, amount: '0.50' })).statusCode).toBe(200);
  });

  it('answers a repeated key what the first send answered even when its checks now refuse', async () => {
    await fund(t, a, 'EUR', '2.00');
    const first = await sendRequest(t, a, aEur, { to: bAddress, amount: '2.00' }, 'batch-key-3');
    expect(first.statusCode, first.body).toBe(200);
    // The balance is spent and the coin's sends are paused: the retry still gets the first answer...
    await setCoinSwitch(t.db, 'EUR', 'withdraw', false);
    try {
      const again = await sendRequest(t, a, aEur, { to: bAddress, amount: '2.00' }, 'batch-key-3');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      // ...another body under the key is still refused, and a new key meets the checks.
      const other = await sendRequest(t, a, aEur, { to: bAddress, amount: '1.00' }, 'batch-key-3');
      expect(other.json().code).toBe('bad_request');
      const fresh = await sendRequest(t, a, aEur, { to: bAddress, amount: '2.00' }, 'batch-key-4');
      expect(fresh.json().code).toBe('unsupported_coin');
    } finally {
      await setCoinSwitch(t.db, 'EUR', 'withdraw', true);
    }
    expect(await balance(t, a, 'EUR')).toBe('0.00');
  });
});
