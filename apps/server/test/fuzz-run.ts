import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { requestFor } from './fuzz-near';
import { type FuzzRequest, type Operation, operationsOf, type Pool, verdict } from './fuzz-support';
import { logIn, newAccount, outbox, type TestAccount, type TestApp } from './helpers';
import { fund, walletIn } from './money-fixtures';

/**
 * The fuzz suite's world and runner: a signed-up, logged-in user with funded wallets, whose ids,
 * addresses and secrets feed the arbitraries, and a runner that sends each operation's requests in
 * sequence and records every answer that breaks the contract.
 *
 * No operation is skipped. Calls that end the session (logout, revoking the current token, a changed
 * password, an account locked by fuzzed sign-ins) are fuzzed like the others: when an answer says the
 * session is gone, the next request logs in again, or signs up a fresh user if that fails.
 */

/**
 * Sign-in limits out of the way so the fuzz reaches the handlers; deposits credited after a block and
 * never held for proof of funds; money tests' long sessions; a 64 KiB
 * body limit so oversized bodies stay cheap to send.
 */
export const FUZZ_CONFIG = {
  bodyLimit: 65_536,
  authRateLimitPerMinute: 1_000_000,
  ratesPerMinute: 1_000_000,
  depositConfirmations: 1,
  proofOfFundsCents: 10n ** 12n,
  sessionIdleMs: 1e12,
  sessionMaxMs: 1e12,
};

/** Secrets the run holds; none may appear in a log. */
export interface Secrets {
  password: string;
  passwordHash: string;
  token: string;
  loginPin: string;
  sendCode: string;
  totpSecret: string;
  resetToken: string;
  iban: string;
}

export interface Failure {
  op: string;
  session: boolean;
  reason: string;
  request: string;
}

export class FuzzWorld {
  readonly pool: Pool = {
    values: [
      '0.0001',
      '0.001',
      '1',
      '10',
      '1.1.0',
      'BTC',
      'ETH',
      'EUR',
      'AMN',
      'en',
      '2029-01-01',
      '2031-12-31T23:59:59Z',
    ],
  };
  requests = 0;
  serverErrors = 0;
  recoveries = 0;
  /** How many answers had each status code. */
  readonly statuses = new Map<number, number>();
  /** Per operation, how many answers were 2xx (valid random inputs that did something). */
  readonly succeeded = new Map<string, number>();
  /** Every bearer token the run held (sessions are re-created); none may appear in a log. */
  readonly tokens: string[] = [];
  private sessionGone = false;
  private lastStatus = 0;

  private constructor(
    readonly t: TestApp,
    public account: TestAccount,
    readonly secrets: Secrets,
  ) {}

  get app(): FastifyInstance {
    return this.t.app;
  }

  /** Signs a user up, opens and funds wallets, and collects ids and secrets for the arbitraries. */
  static async create(t: TestApp): Promise<FuzzWorld> {
    const tag = randomBytes(4).toString('hex');
    const password = `Fz${tag}Pw9`;
    const account = await newAccount(t.app, `fuzz-${tag}@example.com`, { password });
    const loginPin = (await outbox(t.app, account.email)).find((m) => m.kind === 'login_pin')?.data.pin ?? '';
    const btc = await walletIn(t, account, 'BTC');
    await walletIn(t, account, 'ETH');
    const eur = await walletIn(t, account, 'EUR');
    await fund(t, account, 'BTC', '2');
    await fund(t, account, 'ETH', '5');
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: account.auth })).json() as unknown;
    const totp = (await get('/api/user/ask-two-factor')) as { secret: string };
    await t.app.inject({ method: 'POST', url: '/api/user/ask-reset-password', payload: { email: account.email } });
    const other = await newAccount(t.app, `fuzz-peer-${tag}@example.com`);
    const peerBtc = await walletIn(t, other, 'BTC');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/${btc.id}/ask-send`,
      headers: account.auth,
      payload: { to: peerBtc.address, amount: '0.001' },
    });
    const mails = await outbox(t.app, account.email);
    const rows = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      account.email,
    ]);
    const secrets: Secrets = {
      password,
      passwordHash: rows[0]?.password_hash ?? '',
      token: account.token,
      loginPin,
      sendCode: mails.find((m) => m.kind === 'send_code')?.data.pin ?? '',
      totpSecret: totp.secret,
      resetToken: mails.find((m) => m.kind === 'reset_password')?.data.token ?? '',
      iban: eur.extra.iban ?? eur.address,
    };
    const missing = Object.entries(secrets).filter(([, value]) => !value);
    if (missing.length > 0) throw new Error(`no ${missing.map(([k]) => k).join(', ')} (ask-send: ${asked.body})`);
    const world = new FuzzWorld(t, account, secrets);
    world.tokens.push(account.token, other.token);
    world.pool.values.push(account.email, account.user.referralCode, peerBtc.address, ...Object.values(secrets));
    await world.learn(account);
    return world;
  }

  /** Adds the account's wallet, transaction and session ids and addresses to the pool. */
  private async learn(account: TestAccount): Promise<void> {
    const ids = new Set<string>();
    for (const url of ['/api/wallet', '/api/transaction?limit=50', '/api/token/getAll']) {
      const res = await this.app.inject({ method: 'GET', url, headers: account.auth });
      const body = res.json() as unknown;
      const items = (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Record<
        string,
        unknown
      >[];
      for (const item of items) {
        for (const key of ['id', 'address']) if (typeof item[key] === 'string') ids.add(item[key] as string);
      }
    }
    this.pool.values.push(...ids);
  }

  /** The session's headers, logging in again (or signing up anew) when a fuzzed call ended it. */
  private async sessionHeaders(): Promise<Record<string, string>> {
    if (this.sessionGone) {
      this.sessionGone = false;
      this.recoveries++;
      try {
        this.account = await logIn(this.app, this.account.email, this.account.password);
      } catch {
        const email = `fuzz-${randomBytes(4).toString('hex')}@example.com`;
        this.account = await newAccount(this.app, email, { password: this.secrets.password });
        this.pool.values.push(email);
        await this.learn(this.account);
      }
      this.tokens.push(this.account.token);
    }
    return this.account.auth;
  }

  /** Sends one request; returns why its answer breaks the contract, if it does. */
  async send(request: FuzzRequest): Promise<string | undefined> {
    const headers = request.session ? { ...request.headers, ...(await this.sessionHeaders()) } : request.headers;
    this.requests++;
    let res: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      res = await this.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
    } catch (error) {
      this.lastStatus = 0;
      return `inject threw: ${String(error)}`;
    }
    this.lastStatus = res.statusCode;
    this.statuses.set(res.statusCode, (this.statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) this.serverErrors++;
    if (request.session && /"code":"(access_denied|token_expired)"/.test(res.body)) this.sessionGone = true;
    return verdict(res.statusCode, res.body);
  }

  /** Fuzzes one operation `runs` times; returns the failures (each request shown shortened). */
  async fuzz(op: Operation, runs: number, session: boolean, seed: number): Promise<Failure[]> {
    const failures: Failure[] = [];
    await fc.assert(
      fc.asyncProperty(requestFor(op, this.pool, session), async (request) => {
        const reason = await this.send(request);
        if (this.lastStatus >= 200 && this.lastStatus < 300) {
          this.succeeded.set(`${op.method} ${op.path}`, (this.succeeded.get(`${op.method} ${op.path}`) ?? 0) + 1);
        }
        if (reason) failures.push({ op: `${op.method} ${op.path}`, session, reason, request: describe(request) });
        return true;
      }),
      { numRuns: runs, seed },
    );
    return failures;
  }
}

function describe(request: FuzzRequest): string {
  const cut = (s: string) => (s.length > 120 ? `${s.slice(0, 120)}…(${s.length})` : s);
  const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${cut(v)}`);
  return `${request.method} ${cut(request.url)} [${headers.join(' | ')}] ${cut(request.payload ?? '')}`;
}

/** The operations of the app's own OpenAPI document. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  return operationsOf(res.json());
}

/** A short, readable summary of failures: the distinct reasons per operation, with one example each. */
export function summarize(failures: Failure[], limit = 8): string[] {
  const seen = new Map<string, Failure>();
  for (const f of failures) {
    const key = `${f.op} ${f.reason.slice(0, 60)}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()].slice(0, limit).map((f) => `${f.reason}\n    <- ${f.request}`);
}
