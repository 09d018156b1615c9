import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The signed-in app's screens, each reached by its route (the layout and content-security specs walk them). */
export const SIGNED_IN_SCREENS = [
  '/auth/dashboard',
  '/auth/wallet/AMN',
  '/auth/wallet/AMN/send',
  '/auth/wallet/transactions',
  '/auth/exchange',
  '/auth/earn',
  '/auth/market',
  '/auth/card',
  '/auth/profile',
  '/auth/setting',
  '/auth/setting/tiers',
  '/terms/wallet',
] as const;

let counter = 0;

/** A fresh address per test (the server keeps every account of the run). */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = 'Coffer-Pass1';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  kind: string;
  subject: string;
  text: string;
  data: { pin?: string; link?: string; token?: string };
  createdAt: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/**
 * The newest message of a kind sent to `to` after `after` messages of that kind were already
 * there (so a resend is not mistaken for the previous one).
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  kind: string,
  after = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = (await outbox(request, to)).filter((m) => m.kind === kind);
      found = messages.length > after ? messages[0] : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

export async function countMessages(request: APIRequestContext, to: string, kind: string): Promise<number> {
  return (await outbox(request, to)).filter((m) => m.kind === kind).length;
}

export async function signUpByApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const response = await request.post('/api/user/create', {
    data: {
      email,
      password,
      firstName: 'Eve',
      lastName: 'Tester',
      countryCode: 'GB',
      language: 'en',
      termsVersion: '1.1.0',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The whole pin login through the API; answers the session token. */
export async function loginByApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const before = await countMessages(request, email, 'login_pin');
  const ask = await request.post('/api/user/ask-login', { data: { email, password } });
  expect(ask.ok(), await ask.text()).toBe(true);
  const { data } = await waitForMessage(request, email, 'login_pin', before);
  const login = await request.post('/api/user/login', { data: { email, password, pin: data.pin } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A new account (address from `prefix`), signed up and logged in through the API. */
export async function newUserByApi(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  await signUpByApi(request, email);
  const token = await loginByApi(request, email);
  return { email, token };
}

/** Opens wallets in `coins` for the user of `token` through the API; answers their ids by coin. */
export async function createWalletsByApi(
  request: APIRequestContext,
  token: string,
  coins: string[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const coinCode of coins) {
    const res = await request.post('/api/wallet', {
      headers: { authorization: `Bearer ${token}` },
      data: { coinCode },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids[coinCode] = ((await res.json()) as { id: string }).id;
  }
  return ids;
}

/**
 * Stores a session token (the language already chosen, or `lang` itself) in the page's localStorage,
 * then opens `path` when one is given. `origin` reaches another host name of the same server.
 */
export async function openSignedIn(
  page: Page,
  token: string,
  path?: string,
  { origin = '', lang }: { origin?: string; lang?: string } = {},
): Promise<void> {
  // An open page (no guard), just to reach this origin's localStorage.
  await page.goto(`${origin}/maintenance`);
  await page.evaluate(
    ({ value, language }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('langSelected', '1');
      if (language) localStorage.setItem('lang', language);
    },
    { value: token, language: lang },
  );
  if (path) await page.goto(`${origin}${path}`);
}

/** Fast path for tests about the signed-in app: a new account, logged in, token stored in the page. */
export async function loginFast(page: Page, request: APIRequestContext): Promise<string> {
  const { email, token } = await newUserByApi(request, 'fast');
  await openSignedIn(page, token);
  return email;
}

/** Opens a wallet in `coin` from the open dashboard's "Create wallet" picker. */
export async function createWalletFromDashboard(page: Page, coin: string): Promise<void> {
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await page.getByTestId(`create-${coin}`).click();
  await expect(page.locator(`[data-testid="wallet-card"][data-coin="${coin}"]`)).toBeVisible();
}

/** Sets the section 2 guard flags of a visitor before the app starts. */
export async function setVisitorFlags(page: Page, flags: { ee?: boolean; langSelected?: boolean }): Promise<void> {
  await page.goto('/maintenance');
  await page.evaluate(({ ee, langSelected }) => {
    localStorage.clear();
    if (ee) localStorage.setItem('ee', '1');
    if (langSelected) localStorage.setItem('langSelected', '1');
  }, flags);
}

/** The ops CLI against the e2e server, through its loopback admin port (it owns the PGlite files). */
export function runOpsCli(...argv: string[]): string {
  const root = join(import.meta.dirname, '..', '..');
  return execFileSync(process.execPath, [join(root, 'apps/server/dist/ops.js'), ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
