import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Fast path for tests about the signed-in app: a new account, logged in, token stored in the page. */
export async function loginFast(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('fast');
  await signUpByApi(request, email);
  const token = await loginByApi(request, email);
  // An open page (no guard), just to reach this origin's localStorage.
  await page.goto('/maintenance');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('langSelected', '1');
  }, token);
  return email;
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
