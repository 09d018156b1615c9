import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mine } from '../src/modules/chain/movements';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, TEST_TARGET, type TestApp, testApp } from './helpers';
import {
  EARN_COINS,
  emptyModel,
  MODEL_COINS,
  MODEL_TEST_CONFIG,
  type ModelCoin,
  type ModelReal,
  type MoneyModel,
  modelUsers,
  moneySteps,
} from './money-model';

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
const OUTSIDE = ['world', 'withdrawals_in_flight'];

const clock = new FakeClock(Date.UTC(2033, 4, 10, 8, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 23));

interface Real extends ModelReal {
  baseline: Record<ModelCoin, bigint>;
}

interface Sums {
  total: bigint;
  inside: bigint;
  held: bigint;
}

async function sums(t: TestApp): Promise<Record<ModelCoin, Sums>> {
  const rows = await t.db.query<{ coin: string; total: string; inside: string; held: string }>(
    `SELECT coin, sum(balance)::text AS total,
            coalesce(sum(balance) FILTER (WHERE NOT (kind = 'system' AND code = ANY($1::text[]))), 0)::text AS inside,
            sum(debits_pending)::text AS held
       FROM ledger_accounts GROUP BY coin`,
    [OUTSIDE],
  );
  const out = {} as Record<ModelCoin, Sums>;
  for (const coin of MODEL_COINS) {
    const row = rows.find((r) => r.coin === coin);
    out[coin] = {
      total: BigInt(row?.total ?? '0'),
      inside: BigInt(row?.inside ?? '0'),
      held: BigInt(row?.held ?? '0'),
    };
  }
  return out;
}

/** After every step: double entry, the inside changed by the model's net, the held debits the pending withdrawals. */
async function conserved(m: MoneyModel, r: Real) {
  const now = await sums(r.t);
  for (const coin of MODEL_COINS) {
    expect(now[coin].total, `${coin}: all accounts sum to zero`).toBe(0n);
    expect(now[coin].inside - r.baseline[coin], `${coin}: held inside Coffer`).toBe(m.net[coin]);
    const held = m.pendingWithdrawals.filter((w) => w.coin === coin).reduce((s, w) => s + w.held, 0n);
    expect(now[coin].held, `${coin}: debits held for pending withdrawals`).toBe(held);
  }
}

const { Deposit, Earn, Mine, commands } = moneySteps(clock, conserved);

describe(`value conservation across deposits, exchanges, Earn and withdrawals (${TEST_TARGET})`, () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await testApp(MODEL_TEST_CONFIG, { now: clock.now, prices });
  });
  afterAll(async () => t.close());

  it('keeps the ledger verified and the value inside Coffer changed only by deposits and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands({ maxAccrueDays: 3, internalSends: false }), { maxCommands: 20, size: 'max' }),
        async (cmds) => {
          const model = emptyModel();
          // Whatever an earlier (failed) run left open is settled before the baseline is taken.
          await mine(t.app.services, 1);
          const start = await sums(t);
          const real: Real = {
            t,
            users: await modelUsers(t, `conservation-${++run}`),
            baseline: { EUR: start.EUR.inside, BTC: start.BTC.inside, ETH: start.ETH.inside, AMN: start.AMN.inside },
          };
          // Every user starts with some of every coin, so that every action has something to move.
          for (const u of real.users.keys()) {
            for (const c of MODEL_COINS) await new Deposit(u, c, 200n).run(model, real);
          }
          await new Mine().run(model, real);
          for (const c of EARN_COINS) await new Earn(0, c, 300n, false).run(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          // The chain confirms whatever is still open: the run leaves nothing pending behind.
          await new Mine().run(model, real);
          expect(await verifyLedger(t.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
