import { expect } from 'vitest';
import { confirmIdentity } from '../src/modules/kyc/gate';
import { runOps } from '../src/ops/run';
import { cardIssuer } from '../src/providers/card-issuer/index';
import { newAccount, type TestAccount, type TestApp } from './helpers';
import { ops, walletIn } from './money-fixtures';

/** Helpers for the card tests (issue 15). */

export const ADDRESS = {
  deliveryStreet: 'Baker Street',
  deliveryStreetNumber: '221B',
  deliveryTown: 'London',
  deliveryPostCode: 'NW1 6XE',
  deliveryCountry: 'GB',
};

export function call(t: TestApp, who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A verified user who accepted the card terms, with a funded EUR wallet. */
export async function cardHolder(t: TestApp, email: string, eur = '1000'): Promise<TestAccount> {
  const who = await newAccount(t.app, email);
  await confirmIdentity(t.db, who.user.id);
  const terms = await call(t, who, 'PUT', '/user/update', { termsCardVersion: '1.0.0' });
  expect(terms.statusCode, terms.body).toBe(200);
  await walletIn(t, who, 'EUR');
  if (eur !== '0') await ops(t, 'deposit', email, 'EUR', eur);
  return who;
}

export async function orderFor(t: TestApp, who: TestAccount, extra: Record<string, unknown> = {}) {
  const res = await call(t, who, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; status: string; lastDigits: string };
}

/** The sandbox card's secrets, as `ops card details` prints them. */
export async function secretsOf(t: TestApp, cardId: string) {
  const [row] = await t.db.query<{ issuer_token: string }>('SELECT issuer_token FROM cards WHERE id = $1', [cardId]);
  const secret = await cardIssuer(t.app.services).revealForTester(row?.issuer_token ?? '');
  if (!secret) throw new Error('no sandbox card');
  return secret;
}

/** Orders, ships and activates a card; returns its id. */
export async function activeCard(t: TestApp, who: TestAccount, extra: Record<string, unknown> = {}): Promise<string> {
  const card = await orderFor(t, who, extra);
  await ops(t, 'card', 'ship', who.email);
  const { pan, cvc2 } = await secretsOf(t, card.id);
  const res = await call(t, who, 'PUT', `/card/${card.id}/status`, {
    status: 'ACTIVE',
    lastDigits: pan.slice(-4),
    cvc2,
  });
  expect(res.statusCode, res.body).toBe(200);
  return card.id;
}

/** `ops card <args>` returning the operation id it printed. */
export async function cardOp(t: TestApp, ...args: string[]): Promise<{ id: string; line: string }> {
  const [line = ''] = await ops(t, 'card', ...args);
  const id = /operation ([0-9a-f-]{36})/.exec(line)?.[1];
  if (!id) throw new Error(`no operation id in "${line}"`);
  return { id, line };
}

export async function cardLedgerClean(t: TestApp): Promise<void> {
  const out = await ops(t, 'ledger', 'verify');
  expect(out.join('\n')).toMatch(/ledger verified/);
}

/** An ops card command that must be refused; returns what it printed. */
export async function cardOpRefused(t: TestApp, ...args: string[]): Promise<string> {
  const res = await runOps(t.db, ['card', ...args], t.app.services);
  expect(res.code, res.output.join('\n')).not.toBe(0);
  return res.output.join('\n');
}

/** The ownership suite's victim: a card (funded by BTC) and one card operation (declined: not activated). */
export async function cardIds(t: TestApp, who: TestAccount): Promise<{ card: string; cardOperation: string }> {
  await confirmIdentity(t.db, who.user.id);
  await call(t, who, 'PUT', '/user/update', { termsCardVersion: '1.0.0' });
  const card = await orderFor(t, who, { coinCode: 'BTC' });
  const { id } = await cardOp(t, 'authorize', who.email, '1', 'EUR');
  return { card: card.id, cardOperation: id };
}
