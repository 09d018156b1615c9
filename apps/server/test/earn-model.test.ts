import { dailyInterest } from '@coffer/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit } from '../src/modules/chain/movements';
import { accrueInterest } from '../src/modules/earn/accrual';
import { earnBalances } from '../src/modules/earn/balances';
import { invest, withdraw } from '../src/modules/earn/service';
import { balanceOf, verifyLedger } from '../src/modules/ledger';
import { createWallet } from '../src/modules/wallets';
import { FakeClock, signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';

/**
 * Model-based test: random sequences of Earn deposits, withdrawals and day ends (each running the
 * accrual job) against the real services and a few lines of arithmetic. After every step the wallet,
 * the Earn balance and the interest credited equal the model's; after every sequence the ledger
 * verifies and the interest paid out of the pool is exactly what the wallets received: Earn moves
 * value between a user's two accounts and creates none beyond the interest it books.
 */
const RATE = 40_000n; // EUR at 4 % (the default rates)
const MIN = 100n; // EUR's min_transfer, in cents
const FUNDED = 10_000_000n;
const DAY = 24 * 60 * 60_000;
const clock = new FakeClock(Date.UTC(2032, 0, 1, 0, 30));

interface Model {
  wallet: bigint;
  invested: bigint;
  interest: bigint;
  carried: bigint;
  opened: boolean;
}

interface Real {
  t: TestApp;
  userId: string;
  walletId: string;
  ledgerAccountId: string;
}

const cents = (n: bigint) => `${n / 100n}.${(n % 100n).toString().padStart(2, '0')}`;

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return `error:${(error as { code?: string }).code}`;
  }
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract step(m: Model, r: Real): Promise<void>;
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    await this.step(m, r);
    clock.advance(60_000);
    expect((await balanceOf(r.t.db, r.ledgerAccountId)).available, 'wallet').toBe(m.wallet);
    expect(await earnBalances(r.t.db, r.walletId)).toEqual({ invested: m.invested, interest: m.interest });
  }
}

class Invest extends Step {
  constructor(readonly amount: bigint) {
    super();
  }
  override async step(m: Model, r: Real) {
    const body = { walletId: r.walletId, amount: cents(this.amount) };
    const result = await outcome(() => invest(r.t.app.services, r.userId, body, undefined));
    if (this.amount < MIN) expect(result).toBe('error:amount_too_low');
    else if (this.amount > m.wallet) expect(result).toBe('error:balance_not_enough');
    else {
      expect(result).toBe('ok');
      m.wallet -= this.amount;
      m.invested += this.amount;
      m.opened = true;
    }
  }
  override toString = () => `invest(${cents(this.amount)})`;
}

class Withdraw extends Step {
  constructor(readonly amount: bigint) {
    super();
  }
  override async step(m: Model, r: Real) {
    const body = { walletId: r.walletId, amount: cents(this.amount) };
    const result = await outcome(() => withdraw(r.t.app.services, r.userId, body, undefined));
    if (this.amount === 0n) expect(result).toBe('error:amount_too_low');
    else if (this.amount > m.invested) expect(result).toBe('error:balance_not_enough');
    else if (this.amount < MIN && this.amount < m.invested) expect(result).toBe('error:amount_too_low');
    else {
      expect(result).toBe('ok');
      m.wallet += this.amount;
      m.invested -= this.amount;
    }
  }
  override toString = () => `withdraw(${cents(this.amount)})`;
}

/** The day ends; the next one begins with the hourly job, which accrues the day just over. */
class DayEnds extends Step {
  override async step(m: Model, r: Real) {
    clock.advance(DAY);
    await accrueInterest(r.t.app.services);
    if (!m.opened) return;
    const day = dailyInterest(m.invested, RATE, m.carried);
    m.carried = day.carried;
    m.interest += day.interest;
    m.wallet += day.interest;
  }
  override toString = () => 'dayEnds()';
}

// Small amounts too, to reach the minimum and the last-cents withdrawal.
const amount = fc.oneof(fc.bigInt({ min: 0n, max: 300n }), fc.bigInt({ min: 0n, max: 6_000_000n }));
const commands = [amount.map((a) => new Invest(a)), amount.map((a) => new Withdraw(a)), fc.constant(new DayEnds())];

describe(`earn against a model (${TEST_TARGET})`, () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await testApp({ proofOfFundsCents: 10n ** 15n }, { now: clock.now });
  });
  afterAll(async () => t.close());

  async function freshUser(): Promise<Real> {
    run++;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signupBody(`earn-model-${run}@example.com`),
    });
    const userId = res.json().user.id as string;
    const wallet = await createWallet(t.app.services, userId, 'EUR');
    await createDeposit(t.app.services, { wallet, amount: cents(FUNDED) });
    return { t, userId, walletId: wallet.id, ledgerAccountId: wallet.ledgerAccountId };
  }

  it('keeps the wallet, Earn and interest equal to the model and never creates value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20 }), async (cmds) => {
        const real = await freshUser();
        const model: Model = { wallet: FUNDED, invested: 0n, interest: 0n, carried: 0n, opened: false };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        expect(await verifyLedger(t.db)).toEqual([]);
        const [money] = await t.db.query<{ pool: string; paid: string }>(
          `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE kind = 'system' AND code = 'earn_pool')::text AS pool,
                  (SELECT coalesce(sum(interest), 0) FROM earn_accruals)::text AS paid`,
        );
        expect(BigInt(money!.pool)).toBe(-BigInt(money!.paid));
        // Every user's two accounts hold what was deposited plus the interest booked to them.
        const [own] = await t.db.query<{ held: string }>(
          `SELECT coalesce(sum(balance), 0)::text AS held FROM ledger_accounts WHERE owner_id = $1`,
          [real.userId],
        );
        expect(BigInt(own!.held)).toBe(FUNDED + model.interest);
      }),
      { numRuns: 10 },
    );
  });
});
