import { expect } from 'vitest';
import { runOps } from '../src/ops/run';
import { outbox, type TestAccount, type TestApp } from './helpers';

/** Helpers for tests that move money through the HTTP API and the sandbox ops commands. */

/** Deposits credited after one block, none blocked for proof of funds, sessions that outlive a simulated year. */
export const MONEY_TEST_CONFIG = {
  depositConfirmations: 1,
  proofOfFundsCents: 10n ** 12n,
  sessionIdleMs: 1e12,
  sessionMaxMs: 1e12,
};
export interface WalletInfo {
  id: string;
  balance: string;
  address: string;
  extra: Record<string, string>;
  coin: { code: string; decimals: number };
}

export async function wallets(t: TestApp, who: TestAccount): Promise<WalletInfo[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as WalletInfo[];
}

/** The user's wallet in `coin`, opened if needed. */
export async function walletIn(t: TestApp, who: TestAccount, coin: string): Promise<WalletInfo> {
  const found = (await wallets(t, who)).find((w) => w.coin.code === coin);
  if (found) return found;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wallet',
    headers: who.auth,
    payload: { coinCode: coin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WalletInfo;
}

export async function balance(t: TestApp, who: TestAccount, coin: string): Promise<string> {
  return (await walletIn(t, who, coin)).balance;
}

export async function ops(t: TestApp, ...argv: string[]): Promise<string[]> {
  const res = await runOps(t.db, argv, t.app.services);
  expect(res.code, res.output.join('\n')).toBe(0);
  return res.output;
}

/** An ops deposit, mined until confirmed; returns the deposit's transaction id. */
export async function fund(t: TestApp, who: TestAccount, coin: string, amount: string): Promise<string> {
  await walletIn(t, who, coin);
  const [line] = await ops(t, 'deposit', who.email, coin, amount);
  const id = /deposit ([0-9a-f-]{36})/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no deposit id in "${line}"`);
  await ops(t, 'chain', 'mine', String(t.app.services.config.depositConfirmations || 1));
  return id;
}

export interface SendBody {
  to: string;
  amount: string;
  tag?: string;
  code?: string;
}

export function askSend(t: TestApp, who: TestAccount, walletId: string, body: SendBody) {
  return t.app.inject({ method: 'POST', url: `/api/wallet/${walletId}/ask-send`, headers: who.auth, payload: body });
}

export function sendRequest(t: TestApp, who: TestAccount, walletId: string, body: SendBody, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/wallet/${walletId}/send`,
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

/** The newest emailed send code of a user. */
export async function sendCode(t: TestApp, who: TestAccount): Promise<string> {
  const mail = (await outbox(t.app, who.email)).find((m) => m.kind === 'send_code');
  if (!mail) throw new Error('no send code in the outbox');
  return mail.data.pin as string;
}

/** ask-send, then send with the emailed code when one is needed; returns the send's response. */
export async function sendMoney(t: TestApp, who: TestAccount, walletId: string, body: SendBody, key?: string) {
  const ask = await askSend(t, who, walletId, body);
  expect(ask.statusCode, ask.body).toBe(200);
  const code = ask.json().codeRequired ? await sendCode(t, who) : undefined;
  return sendRequest(t, who, walletId, { ...body, ...(code ? { code } : {}) }, key);
}

export async function listOf(t: TestApp, who: TestAccount, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
}

/** An Earn deposit (POST) or withdrawal (DELETE) of `amount` from or to the wallet. */
export function earnMove(t: TestApp, who: TestAccount, method: 'POST' | 'DELETE', walletId: string, amount: string) {
  return t.app.inject({ method, url: '/api/investment', headers: who.auth, payload: { walletId, amount } });
}
