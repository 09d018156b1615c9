import { coinDecimals, formatAmount, parseAmount } from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, failWithdrawal, mine } from '../src/modules/chain/movements';
import { earnBalances } from '../src/modules/earn/balances';
import { addDays, utcDay } from '../src/modules/earn/service';
import { balanceOf, verifyLedger } from '../src/modules/ledger';
import { executeSend, planSend } from '../src/modules/send/service';
import { createWallet, listOwnWallets } from '../src/modules/wallets';
import { runOps } from '../src/ops/run';
import { chainFor } from '../src/providers/chain';
import { SandboxPriceOracle } from '../src/providers/prices';
import { exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { MONEY_TEST_CONFIG } from './money-fixtures';

/**
 * Property test (issue #6): any sequence of ops deposits, exchanges at a fresh quote, Earn deposits and
 * withdrawals, accruals, withdrawals to outside addresses, chain confirmations and chain failures keeps
 * the ledger verified and never creates value.
 *
 * Where the value sits. Deposits are credited from the coin's `world` system account (which so holds
 * minus everything that came in); a withdrawal is a hold (only `debits_pending` moves) from the wallet
 * to `withdrawals_in_flight` plus the fee to `fees`, posted when the chain confirms it and voided when
 * the chain fails it. So `world` and `withdrawals_in_flight` are the outside of Coffer: the latter's
 * balance is everything that has left, and it moves only when a withdrawal is confirmed. Every other
 * account is inside: the users' `main` and `earn` accounts, and the platform's `fees`,
 * `exchange_inventory.N`, `earn_pool` (minus the interest paid), `cashback`, `tiers` and
 * `proof_of_funds_suspense`.
 *
 * After every step, for every coin: all accounts sum to zero (double entry), the inside changed by
 * exactly the deposits credited minus the withdrawals confirmed since the run began (tracked here),
 * and the debits held equal the pending withdrawals (amount plus fee); after every run the ledger verifies.
 */
const COINS = ['EUR', 'BTC', 'ETH', 'AMN'] as const;
type Coin = (typeof COINS)[number];
const EARN_COINS: Coin[] = ['EUR', 'BTC', 'ETH'];
const OUTSIDE = ['world', 'withdrawals_in_flight'];
const IBAN = 'DE89370400440532013000';
const DAY = 24 * 60 * 60_000;
/** A deposit is `size` (1..1000) of these atomic units: up to 5000 EUR, 0.5 BTC, 10 ETH, 100 000 AMN. */
const DEPOSIT_UNIT: Record<Coin, bigint> = { EUR: 500n, BTC: 50_000n, ETH: 10n ** 16n, AMN: 100n * 10n ** 18n };
/** A withdrawal is `size` (1..100) of these, about 1 to 100 EUR: within the monthly limit of 200 EUR. */
const WITHDRAW_UNIT: Record<Coin, bigint> = { EUR: 100n, BTC: 2_000n, ETH: 3n * 10n ** 14n, AMN: 500n * 10n ** 18n };
const USERS = 2;

const clock = new FakeClock(Date.UTC(2033, 4, 10, 8, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 23));
const decimals = (coin: Coin) => coinDecimals(coin) ?? 0;

interface User {
  account: TestAccount;
  wallets: Record<Coin, Awaited<ReturnType<typeof createWallet>>>;
}

interface Model {
  /** Deposits credited minus withdrawals confirmed in this run, per coin: the inside's expected change. */
  net: Record<Coin, bigint>;
  pendingDeposits: { coin: Coin; amount: bigint }[];
  pendingWithdrawals: { id: string; coin: Coin; amount: bigint; held: bigint }[];
}

interface Real {
  t: TestApp;
  users: User[];
  baseline: Record<Coin, bigint>;
}

interface Sums {
  total: bigint;
  inside: bigint;
  held: bigint;
}

async function sums(t: TestApp): Promise<Record<Coin, Sums>> {
  const rows = await t.db.query<{ coin: string; total: string; inside: string; held: string }>(
    `SELECT coin, sum(balance)::text AS total,
            coalesce(sum(balance) FILTER (WHERE NOT (kind = 'system' AND code = ANY($1::text[]))), 0)::text AS inside,
            sum(debits_pending)::text AS held
       FROM ledger_accounts GROUP BY coin`,
    [OUTSIDE],
  );
  const out = {} as Record<Coin, Sums>;
  for (const coin of COINS) {
    const row = rows.find((r) => r.coin === coin);
    out[coin] = {
      total: BigInt(row?.total ?? '0'),
      inside: BigInt(row?.inside ?? '0'),
      held: BigInt(row?.held ?? '0'),
    };
  }
  return out;
}

/** Confirms every open deposit and withdrawal (deposits need one confirmation) and books it in the model. */
async function mineAll(m: Model, r: Real) {
  await mine(r.t.app.services, 1);
  for (const d of m.pendingDeposits) m.net[d.coin] += d.amount;
  for (const w of m.pendingWithdrawals) m.net[w.coin] -= w.amount;
  m.pendingDeposits = [];
  m.pendingWithdrawals = [];
}

async function available(r: Real, user: number, coin: Coin): Promise<bigint> {
  return (await balanceOf(r.t.db, r.users[user]!.wallets[coin].ledgerAccountId)).available;
}

/** A refusal is fine when its code is one of `allowed`; anything else fails the run. */
function refusedWith(res: { statusCode: number; body: string; json(): unknown }, allowed: string[]): boolean {
  if (res.statusCode === 200) return false;
  expect(res.statusCode, res.body).toBe(400);
  expect(allowed, res.body).toContain((res.json() as { code: string }).code);
  return true;
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check = (_m: Readonly<Model>) => true;
  abstract step(m: Model, r: Real): Promise<void>;
  async run(m: Model, r: Real): Promise<void> {
    await this.step(m, r);
    clock.advance(60_000);
    const now = await sums(r.t);
    for (const coin of COINS) {
      expect(now[coin].total, `${coin}: all accounts sum to zero`).toBe(0n);
      expect(now[coin].inside - r.baseline[coin], `${coin}: held inside Coffer`).toBe(m.net[coin]);
      const held = m.pendingWithdrawals.filter((w) => w.coin === coin).reduce((s, w) => s + w.held, 0n);
      expect(now[coin].held, `${coin}: debits held for pending withdrawals`).toBe(held);
    }
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
  override async step(m: Model, r: Real) {
    const amount = this.size * DEPOSIT_UNIT[this.coin];
    await createDeposit(r.t.app.services, {
      wallet: r.users[this.user]!.wallets[this.coin],
      amount: formatAmount(amount, decimals(this.coin)),
    });
    // Fiat is credited at once; a coin after one confirmation.
    if (this.coin === 'EUR') m.net.EUR += amount;
    else m.pendingDeposits.push({ coin: this.coin, amount });
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
    let amount = ((await available(r, this.user, this.from)) * this.permille) / 1000n / unit;
    if (q.maxAmount !== null) {
      const max = parseAmount(q.maxAmount, q.precisionAmount);
      if (amount > max) amount = max;
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

class Invest extends Step {
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
    const from = this.out ? (await earnBalances(r.t.db, wallet.id)).invested : await available(r, this.user, this.coin);
    const amount = (from * this.permille) / 1000n;
    const res = await r.t.app.inject({
      method: this.out ? 'DELETE' : 'POST',
      url: '/api/investment',
      headers: u.account.auth,
      payload: { walletId: wallet.id, amount: formatAmount(amount, decimals(this.coin)) },
    });
    refusedWith(res, ['amount_too_low', 'balance_not_enough']);
  }
  override toString = () =>
    `${this.out ? 'earnWithdraw' : 'earnDeposit'}(${this.user}, ${this.coin}, ${this.permille}‰)`;
}

/** A day passes and the ops command accrues it. */
class Accrue extends Step {
  constructor(readonly days: number) {
    super();
  }
  override async step(_m: Model, r: Real) {
    clock.advance(this.days * DAY);
    const day = addDays(utcDay(clock.now()), -1);
    const res = await runOps(r.t.db, ['earn', 'accrue', day], r.t.app.services);
    expect(res.code, res.output.join('\n')).toBe(0);
  }
  override toString = () => `accrue(+${this.days}d)`;
}

class Withdraw extends Step {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly size: bigint,
  ) {
    super();
  }
  override async step(m: Model, r: Real) {
    const u = r.users[this.user]!;
    const wallet = u.wallets[this.coin];
    const amount = this.size * WITHDRAW_UNIT[this.coin];
    const to =
      this.coin === 'EUR'
        ? IBAN
        : chainFor(r.t.app.services.config).externalAddress(this.coin, `out-${this.user}-${amount}`);
    const auth = { user: { id: u.account.user.id } } as never;
    try {
      const plan = await planSend(r.t.app.services, auth, wallet, {
        to,
        amount: formatAmount(amount, decimals(this.coin)),
      });
      expect(plan.destination.kind).toBe('withdraw');
      const tx = await executeSend(r.t.app.services, auth, plan, undefined);
      m.pendingWithdrawals.push({ id: tx.id, coin: this.coin, amount: plan.amount, held: plan.amount + plan.fee });
    } catch (error) {
      expect(['amount_too_low', 'amount_too_high', 'balance_not_enough'], String(error)).toContain(
        (error as { code?: string }).code,
      );
    }
  }
  override toString = () => `withdraw(${this.user}, ${this.coin}, ${this.size})`;
}

class Mine extends Step {
  override async step(m: Model, r: Real) {
    await mineAll(m, r);
  }
  override toString = () => 'mine()';
}

class Fail extends Step {
  constructor(readonly pick: number) {
    super();
  }
  override check = (m: Readonly<Model>) => m.pendingWithdrawals.length > 0;
  override async step(m: Model, r: Real) {
    const [gone] = m.pendingWithdrawals.splice(this.pick % m.pendingWithdrawals.length, 1);
    expect(await failWithdrawal(r.t.app.services, gone!.id)).toBe(true);
  }
  override toString = () => `fail(#${this.pick})`;
}

const user = fc.integer({ min: 0, max: USERS - 1 });
const coin = fc.constantFrom(...COINS);
const permille = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.constant(1000n));
const commands = [
  fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 1000n })).map(([u, c, s]) => new Deposit(u, c, s)),
  fc.tuple(user, coin, coin, permille).map(([u, f, to, p]) => new Exchange(u, f, to, p)),
  fc.tuple(user, fc.constantFrom(...EARN_COINS), permille, fc.boolean()).map(([u, c, p, o]) => new Invest(u, c, p, o)),
  fc.integer({ min: 1, max: 3 }).map((d) => new Accrue(d)),
  fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 100n })).map(([u, c, s]) => new Withdraw(u, c, s)),
  fc.constant(new Mine()),
  fc.nat().map((n) => new Fail(n)),
];

describe(`value conservation across deposits, exchanges, Earn and withdrawals (${TEST_TARGET})`, () => {
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
      const account = await newAccount(t.app, `conservation-${run}-${i}@example.com`);
      const wallets = {} as User['wallets'];
      // The AMN wallet is opened at signup; the others here.
      const own = await listOwnWallets(t.db, account.user.id);
      for (const c of COINS) {
        wallets[c] = own.find((w) => w.coin === c) ?? (await createWallet(t.app.services, account.user.id, c));
      }
      users.push({ account, wallets });
    }
    return users;
  }

  it('keeps the ledger verified and the value inside Coffer changed only by deposits and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'max' }), async (cmds) => {
        const model: Model = {
          net: { EUR: 0n, BTC: 0n, ETH: 0n, AMN: 0n },
          pendingDeposits: [],
          pendingWithdrawals: [],
        };
        // Whatever an earlier (failed) run left open is settled before the baseline is taken.
        await mine(t.app.services, 1);
        const start = await sums(t);
        const real: Real = {
          t,
          users: await freshUsers(),
          baseline: { EUR: start.EUR.inside, BTC: start.BTC.inside, ETH: start.ETH.inside, AMN: start.AMN.inside },
        };
        // Every user starts with some of every coin, so that every action has something to move.
        for (let u = 0; u < USERS; u++) for (const c of COINS) await new Deposit(u, c, 200n).run(model, real);
        await new Mine().run(model, real);
        for (const c of EARN_COINS) await new Invest(0, c, 300n, false).run(model, real);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        // The chain confirms whatever is still open: the run leaves nothing pending behind.
        await new Mine().run(model, real);
        expect(await verifyLedger(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
