import { describe, expect, it } from 'vitest';
import {
  type DeepLinkAction,
  type DeepLinkPreload,
  isDeepLinkPath,
  parseDeepLink,
  resolveDeepLink,
} from '../../src/client/index';

const H = 'https://app.coffer.example';
const DASH = { path: '/auth/dashboard' };
const LOGIN = { path: '/login' };

function nav(
  preload: DeepLinkPreload[],
  target: { path: string; query?: Record<string, string> },
  fallback: { path: string; query?: Record<string, string> },
): DeepLinkAction {
  return { kind: 'navigate', preload, target, fallback };
}

type Case = [string, string, { hasToken: boolean; native: boolean }, DeepLinkAction];
const anon = { hasToken: false, native: true };
const auth = { hasToken: true, native: true };
const authWeb = { hasToken: true, native: false };

describe('resolveDeepLink: rules before the token check', () => {
  it.each<Case>([
    [
      'ask-login-2fa raises 2FA with referralCode as pin',
      `${H}/ask-login-2fa?referralCode=123456`,
      anon,
      { kind: 'twoFactor', pin: '123456' },
    ],
    [
      'ask-login-2fa inside a longer path',
      `${H}/user/ask-login-2fa-confirm?referralCode=9`,
      auth,
      { kind: 'twoFactor', pin: '9' },
    ],
    ['ask-login-2fa without code gives an empty pin', `${H}/ask-login-2fa`, anon, { kind: 'twoFactor', pin: '' }],
    [
      'change-email goes to the same path',
      `${H}/change-email/tok.en`,
      anon,
      nav([], { path: '/change-email/tok.en', query: {} }, LOGIN),
    ],
    [
      'reset-password goes to the same path with its query',
      `${H}/reset-password?token=abc`,
      auth,
      nav([], { path: '/reset-password', query: { token: 'abc' } }, LOGIN),
    ],
    ['login logged in -> dashboard', `${H}/login`, auth, nav([], DASH, LOGIN)],
    ['login logged out -> login', `${H}/login`, anon, nav([], LOGIN, LOGIN)],
    ['signup logged in -> dashboard', `${H}/signup/REF1`, auth, nav([], DASH, LOGIN)],
    [
      'signup with code in query',
      `${H}/signup?referralCode=Q1`,
      anon,
      nav([], { path: '/signup', query: { referralCode: 'Q1' } }, { path: '/signup' }),
    ],
    [
      'signup with code as last segment',
      `${H}/signup/SEG9`,
      anon,
      nav([], { path: '/signup', query: { referralCode: 'SEG9' } }, { path: '/signup' }),
    ],
    [
      'signup query code wins over the segment',
      `${H}/signup/SEG9?referralCode=Q1`,
      anon,
      nav([], { path: '/signup', query: { referralCode: 'Q1' } }, { path: '/signup' }),
    ],
    ['signup without code falls back to the dashboard', `${H}/signup`, anon, nav([], DASH, { path: '/signup' })],
    ['app-update native logged in', `${H}/app-update`, auth, nav(['appUpdateCheck'], DASH, DASH)],
    ['app-update native logged out', `${H}/app-update`, anon, nav(['appUpdateCheck'], LOGIN, LOGIN)],
    ['app-update on web skips the store check', `${H}/app-update`, authWeb, nav([], DASH, DASH)],
    ['no token: kyc -> login', `${H}/kyc`, anon, nav([], LOGIN, LOGIN)],
    ['no token: transactions -> login', `${H}/transactions?coinCode=BTC&txId=1`, anon, nav([], LOGIN, LOGIN)],
    ['no token: anything -> login', `${H}/whatever`, anon, nav([], LOGIN, LOGIN)],
  ])('%s', (_name, url, ctx, expected) => {
    expect(resolveDeepLink({ url, ...ctx })).toEqual(expected);
  });
});

describe('resolveDeepLink: with a token (initial data first)', () => {
  it.each<Case>([
    ['kyc', `${H}/kyc`, auth, nav(['initialData'], { path: '/auth/kyc' }, DASH)],
    ['card', `${H}/card`, auth, nav(['initialData'], { path: '/auth/card' }, DASH)],
    ['earn loads earn data', `${H}/earn`, auth, nav(['initialData', 'earnData'], { path: '/auth/earn' }, DASH)],
    [
      'interests loads earn data',
      `${H}/interests`,
      auth,
      nav(['initialData', 'earnData'], { path: '/auth/earn' }, DASH),
    ],
    [
      'exchange loads currency and wallet data',
      `${H}/exchange`,
      auth,
      nav(['initialData', 'currencyData', 'walletData'], { path: '/auth/exchange' }, DASH),
    ],
    [
      'proof-of-funds: coin upper-cased from the fourth segment from the end',
      `${H}/wallet/btc/0xabc/proof-of-funds/77`,
      auth,
      nav(
        ['initialData'],
        { path: '/auth/wallet/transactions', query: { coinCode: 'BTC', txId: '0xabc', proofId: '77' } },
        { path: '/auth/wallet/transactions', query: { coinCode: 'BTC', txId: '0xabc' } },
      ),
    ],
    ['proof-of-funds too short -> dashboard', `${H}/proof-of-funds/1`, auth, nav(['initialData'], DASH, DASH)],
    [
      'transactions with query',
      `${H}/transactions?coinCode=ETH&txId=t1`,
      auth,
      nav(['initialData'], { path: '/auth/wallet/transactions', query: { coinCode: 'ETH', txId: 't1' } }, DASH),
    ],
    [
      'transactions with path segments',
      `${H}/transactions/eth/t2`,
      auth,
      nav(['initialData'], { path: '/auth/wallet/transactions', query: { coinCode: 'eth', txId: 't2' } }, DASH),
    ],
    ['transactions without ids -> dashboard', `${H}/transactions`, auth, nav(['initialData'], DASH, DASH)],
    ['unmatched -> dashboard', `${H}/news/42`, auth, nav(['initialData'], DASH, DASH)],
    ['keywords must be whole segments', `${H}/scorecard`, auth, nav(['initialData'], DASH, DASH)],
    ['custom scheme works the same', 'coffer://open/kyc', auth, nav(['initialData'], { path: '/auth/kyc' }, DASH)],
    ['bare path works the same', '/card', auth, nav(['initialData'], { path: '/auth/card' }, DASH)],
  ])('%s', (_name, url, ctx, expected) => {
    expect(resolveDeepLink({ url, ...ctx })).toEqual(expected);
  });
});

describe('parseDeepLink', () => {
  it.each<[string, ReturnType<typeof parseDeepLink>]>([
    [`${H}`, { path: '/', segments: [], query: {} }],
    [`${H}/a/b?x=1&y=%20z#frag`, { path: '/a/b', segments: ['a', 'b'], query: { x: '1', y: ' z' } }],
    [`${H}?x=1`, { path: '/', segments: [], query: { x: '1' } }],
    ['/a?x=1&x=2&flag', { path: '/a', segments: ['a'], query: { x: '1', flag: '' } }],
    ['/bad%E0%A4%A?q=%E0%A4%A', { path: '/bad%E0%A4%A', segments: ['bad%E0%A4%A'], query: { q: '%E0%A4%A' } }],
  ])('%s', (url, expected) => {
    expect(parseDeepLink(url)).toEqual(expected);
  });
});

describe('isDeepLinkPath: the web paths the resolver acts on', () => {
  it.each([
    ['/exchange', true],
    ['/earn', true],
    ['/interests', true],
    ['/kyc', true],
    ['/card', true],
    ['/app-update', true],
    ['/signup/ADA1', true],
    ['/transactions/btc/tx-1', true],
    ['/wallet/btc/tx-9/proof-of-funds/pf-2', true],
    ['/x/ask-login-2fa', true],
    ['/nowhere', false],
    ['/', false],
    ['/exchanges', false],
    ['/cards/earnings', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isDeepLinkPath(path)).toBe(expected);
  });
});
