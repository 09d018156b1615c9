import { coinDecimals, formatAmount, historyBalanceEffect, parseAmount } from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, failWithdrawal, mine } from '../src/modules/chain/movements';
import { earnBalances } from '../src/modules/earn/balances';
import { addDays, utcDay } from '../src/modules/earn/service';
import { balanceOf } from '../src/modules/ledger';
import { executeSend, planSend } from '../src/modules/send/service';
import { createWallet, listOwnWallets } from '../src/modules/wallets';
import { runOps } from '../src/ops/run';
import { chainFor } from '../src/providers/chain';
import { SandboxPriceOracle } from '../src/providers/prices';
import { exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { MONEY_TEST_CONFIG } from './money-fixtures';

/**
 * Issue 21 point 2: a wallet's history (GET /wallet/{id}/history) lists every movement once, so for any
 * sequence of deposits, internal sends, withdrawals (confirmed or failed), exchanges, Earn deposits and
 * withdrawals and interest accruals, the signed rows of each wallet's history (domain
 * `historyBalanceEffect`) add up to its available balance, after every step and read page by page.
 */
const COINS = ['EUR', 'BTC', 'ETH', 'AMN'] as const;
type Coin = (typeof COINS)[number];
const EARN_COINS: Coin[] = ['EUR', 'BTC', 'ETH'];
const DAY = 24 * 60 * 60_000;
const DEPOSIT_UNIT: Record<Coin, bigint> = { EUR: 500n, BTC: 50_000n, ETH: 10n ** 16n, AMN: 100n * 10n ** 18n };
const SEND_UNIT: Record<Coin, bigint> = { EUR: 100n, BTC: 2_000n, ETH: 3n * 10n ** 14n, AMN: 500n * 10n ** 18n };
const USERS = 2;
const IBAN = 'DE89370400440532013000';

const clock = new FakeClock(Date.UTC(2034, 2, 3, 9, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 31));
const decimals = (coin: string) => coinDecimals(coin) ?? 0;

interface User {
  account: TestAccount;
  wallets: Record<Coin, Awaited<ReturnType<typeof createWallet>>>;
}
interface Real {
  t: TestApp;
  users: User[];
}
interface Model {
  pending: string[];
}
interface Row {
  key: string;
  at: string;
  direction: 'incoming' | 'outgoing' | null;
  amount: string;
  fees: string;
  status: string | null;
}

/** Every row of a wallet's history, page by page (`limit` a page). */
async function history(t: TestApp, who: TestAccount, walletId: string, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const url = `/api/wallet/${walletId}/history?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Row[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(limit);
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('history never ended');
}

async function checkHistories(r: Real, limit: number) {
  for (const user of r.users) {
    for (const coin of COINS) {
      const wallet = user.wallets[coin];
      const rows = await history(r.t, user.account, wallet.id, limit);
      expect(new Set(rows.map((row) => row.key)).size, `${coin}: no row twice`).toBe(rows.length);
      const times = rows.map((row) => Date.parse(row.at));
      expect(times, `${coin}: newest first`).toEqual([...times].sort((a, b) => b - a));
      const sum = rows.reduce(
        (total, row) =>
          total +
          historyBalanceEffect({
            direction: row.direction,
            status: row.status,
            amount: parseAmount(row.amount, decimals(coin)),
            fees: parseAmount(row.fees, decimals(coin)),
          }),
        0n,
      );
      const { available } = await balanceOf(r.t.db, wallet.ledgerAccountId);
      expect(sum, `${coin} history of user ${user.account.email} sums to its balance`).toBe(available);
    }
  }
}

/** A refusal is fine when its code is one of `allowed`. */
function refusedWith(res: { statusCode: number; body: string; json(): unknown }, allowed: string[]) {
  if (res.statusCode === 200) return;
  expect(res.statusCode, res.body).toBe(400);
  expect(allowed, res.body).toContain((res.json() as { code: string }).code);
}

function expectRefusal(error: unknown, allowed: string[]) {
  expect(allowed, String(error)).toContain((error as { code?: string }).code);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check = (_m: Readonly<Model>) => true;
  abstract step(m: Model, r: Real): Promise<void>;
  async run(m: Model, r: Real): Promise<void> {
    await this.step(m, r);
    clock.advance(60_000);
    await checkHistories(r, 200);
  }
}

class Deposit extends Step {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly size: bigint,
  ) {
    super();
  }
  override async step(_m: Model, r: Real) {
    const amount = formatAmount(this.size * DEPOSIT_UNIT[this.coin], decimals(this.coin));
    await createDeposit(r.t.app.services, { wallet: r.users[this.user]!.wallets[this.coin], amount });
  }
  override toString = () => `deposit(${this.user}, ${this.coin}, ${this.size})`;
}

class Exchange extends Step {
  constructor(
    readonly user: number,
    readonly from: Coin,
    readonly to: Coin,
    readonly permille: bigint,
  ) {
    super();
  }
  override check = () => this.from !== this.to;
  override async step(_m: Model, r: Real) {
    const u = r.users[this.user]!;
    const q = await quote(r.t, u.account, this.from, this.to);
    const unit = 10n ** BigInt(decimals(this.from) - q.precisionAmount);
    const { available } = await balanceOf(r.t.db, u.wallets[this.from].ledgerAccountId);
    let amount = (available * this.permille) / 1000n / unit;
    if (q.maxAmount !== null && amount > parseAmount(q.maxAmount, q.precisionAmount)) {
      amount = parseAmount(q.maxAmount, q.precisionAmount);
    }
    const res = await exchangeRequest(r.t, u.account, {
      walletFromId: u.wallets[this.from].id,
      walletToId: u.wallets[this.to].id,
      amount: formatAmount(amount, q.precisionAmount),
      rate: q.rate,
    });
    refusedWith(res, ['amount_too_low', 'amount_too_high', 'balance_not_enough', 'exchange_exceed_daily_limit']);
  }
  override toString = () => `exchange(${this.user}, ${this.from} -> ${this.to}, ${this.permille}‰)`;
}

class Earn extends Step {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly permille: bigint,
    readonly out: boolean,
  ) {
    super();
  }
  override async step(_m: Model, r: Real) {
    const u = r.users[this.user]!;
    const wallet = u.wallets[this.coin];
    const from = this.out
      ? (await earnBalances(r.t.db, wallet.id)).invested
      : (await balanceOf(r.t.db, wallet.ledgerAccountId)).available;
    const res = await r.t.app.inject({
      method: this.out ? 'DELETE' : 'POST',
      url: '/api/investment',
      headers: u.account.auth,
      payload: { walletId: wallet.id, amount: formatAmount((from * this.permille) / 1000n, decimals(this.coin)) },
    });
    refusedWith(res, ['amount_too_low', 'balance_not_enough']);
  }
  override toString = () => `${this.out ? 'earnOut' : 'earnIn'}(${this.user}, ${this.coin}, ${this.permille}‰)`;
}

class Accrue extends Step {
  constructor(readonly days: number) {
    super();
  }
  override async step(_m: Model, r: Real) {
    clock.advance(this.days * DAY);
    const res = await runOps(r.t.db, ['earn', 'accrue', addDays(utcDay(clock.now()), -1)], r.t.app.services);
    expect(res.code, res.output.join('\n')).toBe(0);
  }
  override toString = () => `accrue(+${this.days}d)`;
}

/** A send of `size` units: to the other user (internal) or to the outside world (a held withdrawal). */
class Send extends Step {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly size: bigint,
    readonly internal: boolean,
  ) {
    super();
  }
  override async step(m: Model, r: Real) {
    const u = r.users[this.user]!;
    const other = r.users[(this.user + 1) % USERS]!;
    const amount = this.size * SEND_UNIT[this.coin];
    const to = this.internal
      ? other.wallets[this.coin].address
      : this.coin === 'EUR'
        ? IBAN
        : chainFor(r.t.app.services.config).externalAddress(this.coin, `h-${this.user}-${amount}`);
    const auth = { user: { id: u.account.user.id } } as never;
    try {
      const plan = await planSend(r.t.app.services, auth, u.wallets[this.coin], {
        to,
        amount: formatAmount(amount, decimals(this.coin)),
      });
      expect(plan.destination.kind).toBe(this.internal ? 'internal' : 'withdraw');
      const tx = await executeSend(r.t.app.services, auth, plan, undefined);
      if (!this.internal) m.pending.push(tx.id);
    } catch (error) {
      expectRefusal(error, ['amount_too_low', 'amount_too_high', 'balance_not_enough']);
    }
  }
  override toString = () => `send(${this.user}, ${this.coin}, ${this.size}, ${this.internal ? 'internal' : 'out'})`;
}

class Mine extends Step {
  override async step(m: Model, r: Real) {
    await mine(r.t.app.services, 1);
    m.pending = [];
  }
  override toString = () => 'mine()';
}

class Fail extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.pending.length > 0;
  override async step(m: Model, r: Real) {
    const [gone] = m.pending.splice(this.pick % m.pending.length, 1);
    expect(await failWithdrawal(r.t.app.services, gone!)).toBe(true);
  }
  override toString = () => `fail(#${this.pick})`;
}

const user = fc.integer({ min: 0, max: USERS - 1 });
const coin = fc.constantFrom(...COINS);
const permille = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.constant(1000n));
const commands = [
  fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 1000n })).map(([u, c, s]) => new Deposit(u, c, s)),
  fc.tuple(user, coin, coin, permille).map(([u, f, to, p]) => new Exchange(u, f, to, p)),
  fc.tuple(user, fc.constantFrom(...EARN_COINS), permille, fc.boolean()).map(([u, c, p, o]) => new Earn(u, c, p, o)),
  fc.integer({ min: 1, max: 2 }).map((d) => new Accrue(d)),
  fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 100n }), fc.boolean()).map(([u, c, s, i]) => new Send(u, c, s, i)),
  fc.constant(new Mine()),
  fc.nat().map((n) => new Fail(n)),
];

describe(`wallet history sums to the balance (${TEST_TARGET})`, () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await testApp(
      { ...MONEY_TEST_CONFIG, proofOfFundsCents: 10n ** 15n, exchangeDailyLimitCents: 10n ** 12n },
      { now: clock.now, prices },
    );
  });
  afterAll(async () => t.close());

  async function freshUsers(): Promise<User[]> {
    run++;
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const account = await newAccount(t.app, `history-${run}-${i}@example.com`);
      const own = await listOwnWallets(t.db, account.user.id);
      const wallets = {} as User['wallets'];
      for (const c of COINS) {
        wallets[c] = own.find((w) => w.coin === c) ?? (await createWallet(t.app.services, account.user.id, c));
      }
      users.push({ account, wallets });
    }
    return users;
  }

  it('for any sequence of money moves, each wallet’s signed history rows add up to its balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12, size: 'max' }), async (cmds) => {
        const model: Model = { pending: [] };
        const real: Real = { t, users: await freshUsers() };
        for (let u = 0; u < USERS; u++) for (const c of COINS) await new Deposit(u, c, 200n).step(model, real);
        await new Mine().step(model, real);
        // Every kind of row exists before the random steps: Earn in and (split) out, a send each way.
        for (const c of EARN_COINS) {
          await new Earn(0, c, 300n, false).step(model, real);
          await new Earn(0, c, 500n, true).step(model, real);
        }
        await new Send(0, 'BTC', 3n, true).step(model, real);
        await new Send(1, 'ETH', 2n, false).step(model, real);
        await checkHistories(real, 200);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        // Read again in small pages: the keyset cursor neither skips nor repeats a row.
        await checkHistories(real, 3);
      }),
      { numRuns: 5 },
    );
  }, 120_000);
});
