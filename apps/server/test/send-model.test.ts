import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, mine } from '../src/modules/chain/movements';
import { balanceOf, verifyLedger } from '../src/modules/ledger';
import { executeSend, planSend } from '../src/modules/send/service';
import { createWallet } from '../src/modules/wallets';
import { signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';
import { failPending } from './money-model';

/**
 * Model-based test: random sequences of deposits, internal sends, withdrawals, chain confirmations
 * and chain failures run against the real services and against a few lines of arithmetic; after
 * every step each wallet's spendable balance must equal the model's, and the ledger must verify.
 * EUR keeps the model exact: the EUR value is the amount, the fee 2.00, the monthly limit 200.00.
 */
const FEE = 200n;
const LIMIT = 20_000n;
const MIN = 100n;
const IBAN = 'DE89370400440532013000';

interface Model {
  balance: bigint[];
  withdrawn: bigint[];
  pending: { id: string; user: number; amount: bigint }[];
}

interface Real {
  t: TestApp;
  users: { id: string; walletId: string; ledgerAccountId: string; email: string }[];
}

const cents = (n: bigint) => `${n / 100n}.${(n % 100n).toString().padStart(2, '0')}`;

async function wallet(r: Real, user: number) {
  const u = r.users[user]!;
  const [row] = await r.t.db.query<Record<string, unknown>>('SELECT * FROM wallets WHERE id = $1', [u.walletId]);
  return {
    id: row!.id as string,
    userId: row!.user_id as string,
    coin: row!.coin as string,
    ledgerAccountId: row!.ledger_account_id as string,
    number: 0n,
    address: row!.address as string,
    extra: row!.extra as Record<string, string>,
    createdAt: new Date(),
    txCount: 0n,
  };
}

async function attempt(r: Real, user: number, to: string, amount: bigint): Promise<string> {
  const auth = { user: { id: r.users[user]!.id } } as never;
  try {
    const plan = await planSend(r.t.app.services, auth, (await wallet(r, user)) as never, {
      to,
      amount: cents(amount),
    });
    const tx = await executeSend(r.t.app.services, auth, plan, undefined);
    return tx.id;
  } catch (error) {
    return `error:${(error as { code?: string }).code}`;
  }
}

/** Each step runs, then every wallet's spendable balance must equal the model's. */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(m: Readonly<Model>): boolean;
  abstract step(m: Model, r: Real): Promise<void>;
  async run(m: Model, r: Real): Promise<void> {
    await this.step(m, r);
    for (let i = 0; i < m.balance.length; i++) {
      expect((await balanceOf(r.t.db, r.users[i]!.ledgerAccountId)).available, `user ${i}`).toBe(m.balance[i]);
    }
  }
}

class Deposit extends Step {
  constructor(
    readonly user: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override check = () => true;
  override async step(m: Model, r: Real) {
    await createDeposit(r.t.app.services, {
      wallet: (await wallet(r, this.user)) as never,
      amount: cents(this.amount),
    });
    m.balance[this.user]! += this.amount;
  }
  override toString = () => `deposit(${this.user}, ${cents(this.amount)})`;
}

class Send extends Step {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override check = () => this.from !== this.to;
  override async step(m: Model, r: Real) {
    const result = await attempt(r, this.from, r.users[this.to]!.email, this.amount);
    if (m.balance[this.from]! >= this.amount) {
      expect(result).not.toMatch(/^error/);
      m.balance[this.from]! -= this.amount;
      m.balance[this.to]! += this.amount;
    } else expect(result).toBe('error:balance_not_enough');
  }
  override toString = () => `send(${this.from} -> ${this.to}, ${cents(this.amount)})`;
}

class Withdraw extends Step {
  constructor(
    readonly user: number,
    readonly amount: bigint,
  ) {
    super();
  }
  override check = () => true;
  override async step(m: Model, r: Real) {
    const result = await attempt(r, this.user, IBAN, this.amount);
    if (this.amount < MIN) expect(result).toBe('error:amount_too_low');
    else if (m.balance[this.user]! < this.amount + FEE) expect(result).toBe('error:balance_not_enough');
    else if (m.withdrawn[this.user]! + this.amount > LIMIT) expect(result).toBe('error:amount_too_high');
    else {
      expect(result).not.toMatch(/^error/);
      m.balance[this.user]! -= this.amount + FEE;
      m.withdrawn[this.user]! += this.amount;
      m.pending.push({ id: result, user: this.user, amount: this.amount });
    }
  }
  override toString = () => `withdraw(${this.user}, ${cents(this.amount)})`;
}

class Confirm extends Step {
  override check = () => true;
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
    const gone = await failPending(r.t.app.services, m.pending, this.pick);
    m.balance[gone.user]! += gone.amount + FEE;
    m.withdrawn[gone.user]! -= gone.amount;
  }
  override toString = () => `fail(#${this.pick})`;
}

const USERS = 3;
const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 12_000n });
const commands = [
  fc.tuple(user, fc.bigInt({ min: 100n, max: 30_000n })).map(([u, a]) => new Deposit(u, a)),
  fc.tuple(user, user, amount).map(([f, to, a]) => new Send(f, to, a)),
  fc.tuple(user, fc.bigInt({ min: 50n, max: 9_000n })).map(([u, a]) => new Withdraw(u, a)),
  fc.constant(new Confirm()),
  fc.nat().map((n) => new Fail(n)),
];

describe(`sends against a model (${TEST_TARGET})`, () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await testApp({ proofOfFundsCents: 10n ** 15n });
  });
  afterAll(async () => t.close());

  async function freshUsers(): Promise<Real['users']> {
    run++;
    const users: Real['users'] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `model-${run}-${i}@example.com`;
      const res = await t.app.inject({ method: 'POST', url: '/api/user/create', payload: signupBody(email) });
      const id = res.json().user.id as string;
      const w = await createWallet(t.app.services, id, 'EUR');
      users.push({ id, walletId: w.id, ledgerAccountId: w.ledgerAccountId, email });
    }
    return users;
  }

  it('keeps every balance equal to the model and the ledger verified', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const real: Real = { t, users: await freshUsers() };
        const model: Model = { balance: Array(USERS).fill(0n), withdrawn: Array(USERS).fill(0n), pending: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        expect(await verifyLedger(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
