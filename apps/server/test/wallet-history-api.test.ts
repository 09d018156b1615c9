import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../src/modules/earn/service';
import { exchangeNow } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { earnMove, fund, listOf, MONEY_TEST_CONFIG, ops, sendMoney, type WalletInfo, walletIn } from './money-fixtures';

/** GET /wallet/{id}/history: rows of every kind, their fields, filters, paging and refusals. */
interface Entry {
  key: string;
  source: string;
  at: string;
  direction: string | null;
  amount: string;
  fees: string;
  status: string | null;
  transaction: Record<string, unknown> | null;
  exchange: Record<string, unknown> | null;
  investment: Record<string, unknown> | null;
  counterpartyName: string | null;
}

const DAY = 24 * 60 * 60_000;
const clock = new FakeClock(Date.UTC(2034, 5, 10, 9, 0));

describe(`wallet history endpoint (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let btc: WalletInfo;
  let eth: WalletInfo;
  let start: string;

  const page = (who: TestAccount, walletId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/wallet/${walletId}/history${query}`, headers: who.auth });
  const items = async (who: TestAccount, walletId: string, query = '') => {
    const res = await page(who, walletId, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Entry[] }).items;
  };

  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { now: clock.now });
    a = await newAccount(t.app, 'history-a@example.com');
    b = await newAccount(t.app, 'history-b@example.com', { firstName: 'Grace', lastName: 'Hopper' });
    start = clock.now().toISOString().slice(0, 10);
    await fund(t, a, 'BTC', '0.05');
    clock.advance(60_000);
    eth = await walletIn(t, a, 'ETH');
    btc = await walletIn(t, a, 'BTC');
    await exchangeNow(t, a, btc, eth, '0.01');
    clock.advance(60_000);
    const invest = await earnMove(t, a, 'POST', btc.id, '0.02');
    expect(invest.statusCode, invest.body).toBe(200);
    clock.advance(2 * DAY);
    await ops(t, 'earn', 'accrue', addDays(utcDay(clock.now()), -1));
    const out = await earnMove(t, a, 'DELETE', btc.id, '0.005');
    expect(out.statusCode, out.body).toBe(200);
    clock.advance(60_000);
    await fund(t, b, 'BTC', '0.01');
    const sent = await sendMoney(t, b, (await walletIn(t, b, 'BTC')).id, { to: btc.address, amount: '0.001' });
    expect(sent.statusCode, sent.body).toBe(200);
    // The record names its sender as internal transfers do, so every screen shows a name, not an address.
    expect(sent.json().extra.senderName).toBe('Grace H.');
  });
  afterAll(async () => t.close());

  it('lists an exchange in the wallet it filled, with both amounts and the rate', async () => {
    const [row, ...rest] = await items(a, eth.id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ source: 'exchange', direction: 'incoming', coinCode: 'ETH', status: null });
    expect(row?.exchange).toMatchObject({
      amountFrom: '0.01000000',
      fromCoinCode: 'BTC',
      toCoinCode: 'ETH',
      side: 'BUY',
    });
    expect(row?.amount).toBe(row?.exchange?.amountTo);
    expect(Number(row?.exchange?.rate)).toBeGreaterThan(0);
  });

  it('merges every source of a wallet newest first, interest once, Earn moves whole', async () => {
    const rows = await items(a, btc.id, '?limit=50');
    // Each interest is listed once, as the INTEREST transaction that carries its id.
    const interest = rows.filter((r) => r.transaction?.ref === 'INTEREST');
    const listed = await listOf(t, a, `/api/wallet/${btc.id}/interests?limit=50`);
    expect(interest.length).toBeGreaterThan(0);
    expect(interest.map((r) => r.key)).toEqual(listed.map((i) => `transaction:${i.id}`));
    const kinds = rows.filter((r) => !interest.includes(r)).map((r) => [r.source, r.direction, r.amount]);
    expect(kinds).toEqual([
      ['transaction', 'incoming', '0.00100000'],
      ['investment', 'incoming', '0.00500000'],
      ['investment', 'outgoing', '0.02000000'],
      ['exchange', 'outgoing', '0.01000000'],
      ['transaction', 'incoming', '0.05000000'],
    ]);
    expect(rows.indexOf(interest[0] as Entry)).toBe(2);
    expect(rows[0]?.counterpartyName).toBe('Grace H.');
    expect(rows[1]?.investment).toMatchObject({ removedAt: expect.any(String) });
    expect(rows.at(-3)?.investment).toMatchObject({ removedAt: null });
  });

  it('applies the type and date filters to every kind', async () => {
    const only = async (type: string) => (await items(a, btc.id, `?type=${type}`)).map((r) => r.source);
    expect(await only('EXCHANGE')).toEqual(['exchange']);
    expect(await only('INVESTMENT')).toEqual(['investment', 'investment']);
    const interests = await listOf(t, a, `/api/wallet/${btc.id}/interests?limit=50`);
    expect(await only('INTEREST')).toEqual(interests.map(() => 'transaction'));
    expect(await only('DEPOSIT')).toEqual(['transaction']);
    expect(await only('INTERNAL')).toEqual(['transaction']);
    expect(await items(a, btc.id, `?toDate=${addDays(start, -1)}`)).toEqual([]);
    const first = await items(a, btc.id, `?fromDate=${start}&toDate=${start}`);
    expect(first.map((r) => r.source)).toEqual(['investment', 'exchange', 'transaction']);
  });

  it('pages by cursor without skipping or repeating a row', async () => {
    const all = await items(a, btc.id, '?limit=50');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(a, btc.id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const body = res.json() as { items: Entry[]; nextCursor: string | null };
      seen.push(...body.items.map((r) => r.key));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.key));
  });

  it.each([
    'limit=0',
    'limit=201',
    'type=TRANSFER',
    'fromDate=yesterday',
    'fromDate=2034-06-12&toDate=2034-06-10',
    'cursor=not%20a%20cursor',
    'cursor=bm90LWpzb24',
    `cursor=${Buffer.from(JSON.stringify(['2034-01-01', 1, '5'])).toString('base64url')}`,
  ])('answers bad_params for ?%s', async (query) => {
    const res = await page(a, btc.id, `?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it("answers not_found for another user's wallet and needs a token", async () => {
    const res = await page(b, btc.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/wallet/${btc.id}/history` });
    expect(anonymous.statusCode).toBe(401);
  });
});
