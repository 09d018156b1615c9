import { historyBalanceEffect, parseAmount } from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import {
  decimals,
  EARN_COINS,
  emptyModel,
  MODEL_COINS,
  MODEL_TEST_CONFIG,
  type ModelReal,
  modelUsers,
  moneySteps,
} from './money-model';

/**
 * Issue 21 point 2: a wallet's history (GET /wallet/{id}/history) lists every movement once, so for any
 * sequence of deposits, internal sends, withdrawals (confirmed or failed), exchanges, Earn deposits and
 * withdrawals and interest accruals, the signed rows of each wallet's history (domain
 * `historyBalanceEffect`) add up to its available balance, after every step and read page by page.
 */
const clock = new FakeClock(Date.UTC(2034, 2, 3, 9, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 31));

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

async function checkHistories(r: ModelReal, limit: number) {
  for (const user of r.users) {
    for (const coin of MODEL_COINS) {
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

const { Deposit, Earn, Send, Mine, commands } = moneySteps(clock, (_m, r: ModelReal) => checkHistories(r, 200));

describe(`wallet history sums to the balance (${TEST_TARGET})`, () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await testApp(MODEL_TEST_CONFIG, { now: clock.now, prices });
  });
  afterAll(async () => t.close());

  it('for any sequence of money moves, each wallet’s signed history rows add up to its balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands({ maxAccrueDays: 2, internalSends: true }), { maxCommands: 12, size: 'max' }),
        async (cmds) => {
          const model = emptyModel();
          const real: ModelReal = { t, users: await modelUsers(t, `history-${++run}`) };
          for (const u of real.users.keys()) {
            for (const c of MODEL_COINS) await new Deposit(u, c, 200n).step(model, real);
          }
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
        },
      ),
      { numRuns: 5 },
    );
  }, 120_000);
});
