// Untimed setup through the public API: accounts, sessions, EUR wallets, funding and trusted recipients.
import { runOps } from './server.mjs';

export const COIN = 'EUR';
const PASSWORD = 'Str0ngPass';

/**
 * @typedef {object} Account
 * @property {string} email
 * @property {string} token bearer token of a logged-in session
 * @property {string} walletId the EUR wallet
 * @property {string} address the EUR wallet's address (what the timed sends name as `to`)
 */

/**
 * The newest outbox mail of a kind for an address (the sandbox notifier keeps them, newest first).
 * @param {import('./http.mjs').Api} api
 * @param {string} email
 * @param {string} kind login_pin, send_code, ...
 * @returns {Promise<string>} the mail's pin
 */
async function mailedPin(api, email, kind) {
  const mails = await api.ok('outbox', 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = mails.find((m) => m.kind === kind);
  if (!mail?.data?.pin) throw new Error(`no ${kind} mail for ${email} in the sandbox outbox`);
  return mail.data.pin;
}

/**
 * Signs up, logs in (ask-login, emailed pin, login) and opens the EUR wallet.
 * @param {import('./http.mjs').Api} api
 * @param {string} email
 * @param {string} firstName
 * @returns {Promise<Account>}
 */
export async function createAccount(api, email, firstName) {
  await api.ok('signup', 'POST', '/api/user/create', {
    body: {
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Bench',
      countryCode: 'GB',
      language: 'en',
      termsVersion: '1.1.0',
    },
  });
  await api.ok('ask-login', 'POST', '/api/user/ask-login', { body: { email, password: PASSWORD } });
  const pin = await mailedPin(api, email, 'login_pin');
  const { token } = await api.ok('login', 'POST', '/api/user/login', { body: { email, password: PASSWORD, pin } });
  const wallet = await api.ok('open wallet', 'POST', '/api/wallet', { token, body: { coinCode: COIN } });
  return { email, token, walletId: wallet.id, address: wallet.address };
}

/**
 * Credits `amount` EUR through `ops deposit` (fiat needs no confirmations; PGlite goes through the
 * running server's admin port, PostgreSQL connects directly).
 * @param {Record<string, string | undefined>} env the server's environment
 * @param {Account} account
 * @param {string} amount
 */
export async function deposit(env, account, amount) {
  const res = await runOps(env, ['deposit', account.email, COIN, amount]);
  if (res.code !== 0 || !/CONFIRMED/.test(res.output)) {
    throw new Error(`ops deposit for ${account.email} failed (exit ${res.code}): ${res.output}`);
  }
}

/**
 * The available balance of an account's EUR wallet, in cents.
 * @param {import('./http.mjs').Api} api
 * @param {Account} account
 * @returns {Promise<bigint>}
 */
export async function balanceCents(api, account) {
  const wallets = await api.ok('wallets', 'GET', '/api/wallet', { token: account.token });
  const wallet = wallets.find((w) => w.id === account.walletId);
  if (!wallet) throw new Error(`wallet ${account.walletId} not listed for ${account.email}`);
  const [units, cents = ''] = String(wallet.balance).split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
}

/**
 * The one coded send that makes `to` a trusted recipient of the sender: ask-send mails a code, send
 * uses it. Afterwards sends to the same wallet need no code (what the timed loop relies on).
 * @param {import('./http.mjs').Api} api
 * @param {Account} sender
 * @param {Account} receiver
 * @param {string} amount
 */
export async function trustRecipient(api, sender, receiver, amount) {
  const body = { to: receiver.address, amount };
  const path = `/api/wallet/${sender.walletId}`;
  const quote = await api.ok('ask-send', 'POST', `${path}/ask-send`, { token: sender.token, body });
  if (quote.type !== 'INTERNAL') throw new Error(`a send to ${receiver.address} is not internal: ${quote.type}`);
  const code = quote.codeRequired ? await mailedPin(api, sender.email, 'send_code') : undefined;
  await api.ok('coded send', 'POST', `${path}/send`, { token: sender.token, body: { ...body, code } });
  const again = await api.ok('ask-send', 'POST', `${path}/ask-send`, { token: sender.token, body });
  if (again.codeRequired) throw new Error(`${receiver.email} is still not a trusted recipient of ${sender.email}`);
}

/**
 * Runs `fn` over the items with at most `limit` at a time (setup calls, not the measured loop).
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} fn
 * @returns {Promise<R[]>}
 */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(/** @type {T} */ (items[i]), i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
