import { expect } from 'vitest';
import type { TestAccount, TestApp } from './helpers';

/** Helpers for the exchange tests: quotes and exchanges through the HTTP API. */
export interface RateInfo {
  from: string;
  to: string;
  minAmount: string | null;
  maxAmount: string | null;
  precisionAmount: number;
  exchangeable: boolean;
  rate: string | null;
  expiresAt: string | null;
}

export interface ExchangeInfo {
  id: string;
  WalletFromId: string;
  WalletToId: string;
  amountFrom: string;
  amountTo: string;
  amountEUR: string;
  rate: string;
  createdAt: string;
  transactionCashback: string | null;
  fromCoinCode: string;
  toCoinCode: string;
  side: 'BUY' | 'SELL';
}

export function getRate(t: TestApp, who: TestAccount, from: string, to: string) {
  return t.app.inject({ method: 'GET', url: `/api/oracle/rates/${from}/${to}`, headers: who.auth });
}

/** A fresh quote for the pair (asserting it is offered). */
export async function quote(t: TestApp, who: TestAccount, from: string, to: string): Promise<RateInfo> {
  const res = await getRate(t, who, from, to);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RateInfo;
}

export interface ExchangeBody {
  walletFromId?: unknown;
  walletToId?: unknown;
  amount?: unknown;
  rate?: unknown;
}

export function exchangeRequest(t: TestApp, who: TestAccount, body: ExchangeBody, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/exchange',
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
}

/** Quotes the pair of the two wallets and exchanges `amount` at that rate; asserts success. */
export async function exchangeNow(
  t: TestApp,
  who: TestAccount,
  from: { id: string; coin: { code: string } },
  to: { id: string; coin: { code: string } },
  amount: string,
): Promise<ExchangeInfo> {
  const { rate } = await quote(t, who, from.coin.code, to.coin.code);
  const res = await exchangeRequest(t, who, { walletFromId: from.id, walletToId: to.id, amount, rate });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExchangeInfo;
}

/** The error code of a refused call, asserting its HTTP status. */
export function codeOf(res: { statusCode: number; json(): unknown }, status = 400): string {
  expect(res.statusCode).toBe(status);
  return (res.json() as { code: string }).code;
}
