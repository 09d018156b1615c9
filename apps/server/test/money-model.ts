import { coinDecimals, formatAmount, parseAmount } from '@coffer/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { createDeposit, failWithdrawal, mine } from '../src/modules/chain/movements';
import { earnBalances } from '../src/modules/earn/balances';
import { addDays, utcDay } from '../src/modules/earn/service';
import { balanceOf } from '../src/modules/ledger';
import { executeSend, planSend } from '../src/modules/send/service';
import { createWallet, listOwnWallets } from '../src/modules/wallets';
import { chainFor } from '../src/providers/chain';
import type { Services } from '../src/services';
import { exchangeRequest, quote } from './exchange-fixtures';
import { type FakeClock, newAccount, type TestAccount, type TestApp } from './helpers';
import { earnMove, MONEY_TEST_CONFIG, ops } from './money-fixtures';

/**
 * The fast-check model steps shared by the money property tests (value conservation, wallet history):
 * deposits, exchanges at a fresh quote, Earn in and out, accruals, sends (internal or out), chain
 * confirmations and chain failures, run against the real services by users holding every coin.
 * Each test supplies its own check, run after every step.
 */
export const MODEL_COINS = ['EUR', 'BTC', 'ETH', 'AMN'] as const;
export type ModelCoin = (typeof MODEL_COINS)[number];
export const EARN_COINS: ModelCoin[] = ['EUR', 'BTC', 'ETH'];
export const MODEL_USERS = 2;
const IBAN = 'DE89370400440532013000';
const DAY = 24 * 60 * 60_000;
/** A deposit is `size` (1..1000) of these atomic units: up to 5000 EUR, 0.5 BTC, 10 ETH, 100 000 AMN. */
const DEPOSIT_UNIT: Record<ModelCoin, bigint> = { EUR: 500n, BTC: 50_000n, ETH: 10n ** 16n, AMN: 100n * 10n ** 18n };
/** A send is `size` (1..100) of these, about 1 to 100 EUR: within the monthly limit of 200 EUR. */
const SEND_UNIT: Record<ModelCoin, bigint> = { EUR: 100n, BTC: 2_000n, ETH: 3n * 10n ** 14n, AMN: 500n * 10n ** 18n };

/** No proof-of-funds block and no daily exchange limit in the way of random runs. */
export const MODEL_TEST_CONFIG = {
  ...MONEY_TEST_CONFIG,
  proofOfFundsCents: 10n ** 15n,
  exchangeDailyLimitCents: 10n ** 12n,
};

export const decimals = (coin: string) => coinDecimals(coin) ?? 0;

export interface ModelUser {
  account: TestAccount;
  wallets: Record<ModelCoin, Awaited<ReturnType<typeof createWallet>>>;
}

export interface ModelReal {
  t: TestApp;
  users: ModelUser[];
}

export interface MoneyModel {
  /** Deposits credited minus withdrawals confirmed in this run, per coin. */
  net: Record<ModelCoin, bigint>;
  pendingDeposits: { coin: ModelCoin; amount: bigint }[];
  pendingWithdrawals: { id: string; coin: ModelCoin; amount: bigint; held: bigint }[];
}

export const emptyModel = (): MoneyModel => ({
  net: { EUR: 0n, BTC: 0n, ETH: 0n, AMN: 0n },
  pendingDeposits: [],
  pendingWithdrawals: [],
});

/** `MODEL_USERS` new accounts (`prefix-N@example.com`) with a wallet in every coin (AMN is opened at signup). */
export async function modelUsers(t: TestApp, prefix: string): Promise<ModelUser[]> {
  const users: ModelUser[] = [];
  for (let i = 0; i < MODEL_USERS; i++) {
    const account = await newAccount(t.app, `${prefix}-${i}@example.com`);
    const own = await listOwnWallets(t.db, account.user.id);
    const wallets = {} as ModelUser['wallets'];
    for (const c of MODEL_COINS) {
      wallets[c] = own.find((w) => w.coin === c) ?? (await createWallet(t.app.services, account.user.id, c));
    }
    users.push({ account, wallets });
  }
  return users;
}

/** A refusal is fine when its code is one of `allowed`; anything else fails the run. */
function refusedWith(res: { statusCode: number; body: string; json(): unknown }, allowed: string[]) {
  if (res.statusCode === 200) return;
  expect(res.statusCode, res.body).toBe(400);
  expect(allowed, res.body).toContain((res.json() as { code: string }).code);
}

/** Fails the pending withdrawal at `pick` (modulo their number) on the chain; answers the one removed. */
export async function failPending<P extends { id: string }>(services: Services, pending: P[], pick: number) {
  const [gone] = pending.splice(pick % pending.length, 1);
  expect(await failWithdrawal(services, gone!.id)).toBe(true);
  return gone!;
}

const availableOf = async (r: ModelReal, user: number, coin: ModelCoin) =>
  (await balanceOf(r.t.db, r.users[user]!.wallets[coin].ledgerAccountId)).available;

/**
 * The step classes and the command arbitraries of one test: each step runs, a minute passes on
 * `clock`, then `after` checks the real state against the model.
 */
export function moneySteps<R extends ModelReal>(clock: FakeClock, after: (m: MoneyModel, r: R) => Promise<void>) {
  abstract class Step implements fc.AsyncCommand<MoneyModel, R> {
    check = (_m: Readonly<MoneyModel>) => true;
    abstract step(m: MoneyModel, r: R): Promise<void>;
    async run(m: MoneyModel, r: R): Promise<void> {
      await this.step(m, r);
      clock.advance(60_000);
      await after(m, r);
    }
  }

  class Deposit extends Step {
    constructor(
      readonly user: number,
      readonly coin: ModelCoin,
      readonly size: bigint,
    ) {
      super();
    }
    override async step(m: MoneyModel, r: R) {
      const amount = this.size * DEPOSIT_UNIT[this.coin];
      const wallet = r.users[this.user]!.wallets[this.coin];
      await createDeposit(r.t.app.services, { wallet, amount: formatAmount(amount, decimals(this.coin)) });
      // Fiat is credited at once; a coin after one confirmation.
      if (this.coin === 'EUR') m.net.EUR += amount;
      else m.pendingDeposits.push({ coin: this.coin, amount });
    }
    override toString = () => `deposit(${this.user}, ${this.coin}, ${this.size})`;
  }

  class Exchange extends Step {
    constructor(
      readonly user: number,
      readonly from: ModelCoin,
      readonly to: ModelCoin,
      readonly permille: bigint,
    ) {
      super();
    }
    override check = () => this.from !== this.to;
    override async step(_m: MoneyModel, r: R) {
      const u = r.users[this.user]!;
      const q = await quote(r.t, u.account, this.from, this.to);
      const unit = 10n ** BigInt(decimals(this.from) - q.precisionAmount);
      let amount = ((await availableOf(r, this.user, this.from)) * this.permille) / 1000n / unit;
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

  /** A share of the wallet's balance into Earn, or of what is invested back out. */
  class Earn extends Step {
    constructor(
      readonly user: number,
      readonly coin: ModelCoin,
      readonly permille: bigint,
      readonly out: boolean,
    ) {
      super();
    }
    override async step(_m: MoneyModel, r: R) {
      const u = r.users[this.user]!;
      const wallet = u.wallets[this.coin];
      const from = this.out
        ? (await earnBalances(r.t.db, wallet.id)).invested
        : await availableOf(r, this.user, this.coin);
      const amount = formatAmount((from * this.permille) / 1000n, decimals(this.coin));
      const res = await earnMove(r.t, u.account, this.out ? 'DELETE' : 'POST', wallet.id, amount);
      refusedWith(res, ['amount_too_low', 'balance_not_enough']);
    }
    override toString = () => `${this.out ? 'earnOut' : 'earnIn'}(${this.user}, ${this.coin}, ${this.permille}‰)`;
  }

  /** Days pass and the ops command accrues the last one. */
  class Accrue extends Step {
    constructor(readonly days: number) {
      super();
    }
    override async step(_m: MoneyModel, r: R) {
      clock.advance(this.days * DAY);
      await ops(r.t, 'earn', 'accrue', addDays(utcDay(clock.now()), -1));
    }
    override toString = () => `accrue(+${this.days}d)`;
  }

  /** A send of `size` units: to the other user (internal) or to the outside world (a held withdrawal). */
  class Send extends Step {
    constructor(
      readonly user: number,
      readonly coin: ModelCoin,
      readonly size: bigint,
      readonly internal: boolean,
    ) {
      super();
    }
    override async step(m: MoneyModel, r: R) {
      const u = r.users[this.user]!;
      const amount = this.size * SEND_UNIT[this.coin];
      const to = this.internal
        ? r.users[(this.user + 1) % r.users.length]!.wallets[this.coin].address
        : this.coin === 'EUR'
          ? IBAN
          : chainFor(r.t.app.services.config).externalAddress(this.coin, `out-${this.user}-${amount}`);
      const auth = { user: { id: u.account.user.id } } as never;
      try {
        const plan = await planSend(r.t.app.services, auth, u.wallets[this.coin], {
          to,
          amount: formatAmount(amount, decimals(this.coin)),
        });
        expect(plan.destination.kind).toBe(this.internal ? 'internal' : 'withdraw');
        const tx = await executeSend(r.t.app.services, auth, plan, undefined);
        if (!this.internal) {
          m.pendingWithdrawals.push({ id: tx.id, coin: this.coin, amount: plan.amount, held: plan.amount + plan.fee });
        }
      } catch (error) {
        expect(['amount_too_low', 'amount_too_high', 'balance_not_enough'], String(error)).toContain(
          (error as { code?: string }).code,
        );
      }
    }
    override toString = () => `send(${this.user}, ${this.coin}, ${this.size}, ${this.internal ? 'internal' : 'out'})`;
  }

  /** Confirms every open deposit and withdrawal (deposits need one confirmation) and books it in the model. */
  class Mine extends Step {
    override async step(m: MoneyModel, r: R) {
      await mine(r.t.app.services, 1);
      for (const d of m.pendingDeposits) m.net[d.coin] += d.amount;
      for (const w of m.pendingWithdrawals) m.net[w.coin] -= w.amount;
      m.pendingDeposits = [];
      m.pendingWithdrawals = [];
    }
    override toString = () => 'mine()';
  }

  class Fail extends Step {
    constructor(readonly pick: number) {
      super();
    }
    override check = (m: Readonly<MoneyModel>) => m.pendingWithdrawals.length > 0;
    override async step(m: MoneyModel, r: R) {
      await failPending(r.t.app.services, m.pendingWithdrawals, this.pick);
    }
    override toString = () => `fail(#${this.pick})`;
  }

  /** Random steps: accruals of 1..`maxAccrueDays` days; sends out only, or also to the other user. */
  function commands({ maxAccrueDays, internalSends }: { maxAccrueDays: number; internalSends: boolean }) {
    const user = fc.integer({ min: 0, max: MODEL_USERS - 1 });
    const coin = fc.constantFrom(...MODEL_COINS);
    const permille = fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.constant(1000n));
    const internal = internalSends ? fc.boolean() : fc.constant(false);
    return [
      fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 1000n })).map(([u, c, s]) => new Deposit(u, c, s)),
      fc.tuple(user, coin, coin, permille).map(([u, f, to, p]) => new Exchange(u, f, to, p)),
      fc
        .tuple(user, fc.constantFrom(...EARN_COINS), permille, fc.boolean())
        .map(([u, c, p, o]) => new Earn(u, c, p, o)),
      fc.integer({ min: 1, max: maxAccrueDays }).map((d) => new Accrue(d)),
      fc.tuple(user, coin, fc.bigInt({ min: 1n, max: 100n }), internal).map(([u, c, s, i]) => new Send(u, c, s, i)),
      fc.constant(new Mine()),
      fc.nat().map((n) => new Fail(n)),
    ];
  }

  return { Deposit, Exchange, Earn, Accrue, Send, Mine, Fail, commands };
}
