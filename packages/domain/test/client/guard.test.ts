import { describe, expect, it } from 'vitest';
import { type GuardDecision, type GuardInput, guardRoute, isLanguageSelected } from '../../src/client/index';

const allow: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

type Ctx = Omit<GuardInput, 'path'>;
const visitor: Ctx = { hasToken: false, pinLockActive: false, eeFlag: false, langSelected: null };
const visitorLang: Ctx = { ...visitor, langSelected: 1 };
const visitorEe: Ctx = { ...visitor, eeFlag: true };
const visitorEeLang: Ctx = { ...visitor, eeFlag: true, langSelected: '1' };
const user: Ctx = { ...visitor, hasToken: true };
const userLocked: Ctx = { ...user, pinLockActive: true };

describe('guardRoute: public entry paths (root, /, /login, /signup, /start)', () => {
  it.each<[string, string, Ctx, GuardDecision]>([
    ['logged in, no PIN lock -> dashboard', '', user, to('/auth/dashboard')],
    ['logged in, no PIN lock (/) -> dashboard', '/', user, to('/auth/dashboard')],
    ['logged in on /login -> dashboard', '/login', user, to('/auth/dashboard')],
    ['logged in on /signup -> dashboard', '/signup?referralCode=ABC', user, to('/auth/dashboard')],
    ['logged in on /start -> dashboard', '/start', user, to('/auth/dashboard')],
    ['logged in with PIN lock on root -> lock screen', '', userLocked, to('/auth/lock-screen')],
    ['logged in with PIN lock on /login -> lock screen', '/login', userLocked, to('/auth/lock-screen')],
    ['ee flag: root -> /start', '', visitorEe, to('/start')],
    ['ee flag: / -> /start', '/', visitorEe, to('/start')],
    ['ee flag and language: root -> /start', '', visitorEeLang, to('/start')],
    ['ee flag: /login allowed', '/login', visitorEe, allow],
    ['ee flag: /start allowed (no loop)', '/start', visitorEe, allow],
    ['ee flag: /signup allowed', '/signup', visitorEe, allow],
    ['language chosen: root -> /start', '', visitorLang, to('/start')],
    ['language chosen: / -> /start', '/', visitorLang, to('/start')],
    ['language chosen: /login allowed', '/login', visitorLang, allow],
    ['language chosen: /signup allowed', '/signup', visitorLang, allow],
    ['language chosen: /start allowed', '/start', visitorLang, allow],
    ['no language: root allowed', '', visitor, allow],
    ['no language: / allowed', '/', visitor, allow],
    ['no language: /login -> root', '/login', visitor, to('')],
    ['no language: /signup -> root', '/signup', visitor, to('')],
    ['no language: /start -> root', '/start', visitor, to('')],
    ['langSelected 0 counts as none', '/login', { ...visitor, langSelected: 0 }, to('')],
    ['langSelected "true" counts as none', '/login', { ...visitor, langSelected: 'true' }, to('')],
  ])('%s', (_name, path, ctx, expected) => {
    expect(guardRoute({ ...ctx, path })).toEqual(expected);
  });
});

describe('guardRoute: private paths', () => {
  const privatePaths = [
    '/auth/dashboard',
    '/auth/card',
    '/auth/earn',
    '/auth/exchange',
    '/auth/market',
    '/auth/profile',
    '/auth/setting',
    '/auth/settings/security',
    '/auth/wallet',
    '/auth/wallet/transactions?coinCode=BTC&txId=1',
  ];
  it.each(privatePaths)('%s: no token, ee flag -> /login', (path) => {
    expect(guardRoute({ ...visitorEeLang, path })).toEqual(to('/login'));
  });
  it.each(privatePaths)('%s: no token, only language -> /start', (path) => {
    expect(guardRoute({ ...visitorLang, path })).toEqual(to('/start'));
  });
  it.each(privatePaths)('%s: no token, nothing chosen -> root', (path) => {
    expect(guardRoute({ ...visitor, path })).toEqual(to(''));
  });
  it.each(privatePaths)('%s: token -> allowed', (path) => {
    expect(guardRoute({ ...userLocked, path })).toEqual(allow);
  });
});

describe('guardRoute: pages needing no login and unknown paths', () => {
  it.each<[string, string, Ctx, GuardDecision]>([
    ['lock screen without token', '/auth/lock-screen', visitor, allow],
    ['lock screen with token', '/auth/lock-screen', userLocked, allow],
    ['KYC without token', '/auth/kyc', visitor, allow],
    ['KYC step without token', '/auth/kyc/selfie', visitor, allow],
    ['terms page', '/terms/wallet', visitor, allow],
    ['maintenance', '/maintenance', visitor, allow],
    ['maintenance logged in', '/maintenance', user, allow],
    ['change email with token in path', '/change-email/abc.def', visitor, allow],
    ['reset password with token in path', '/reset-password/abc', user, allow],
    ['unknown path -> /login', '/nowhere', visitor, to('/login')],
    ['unknown path logged in -> /login', '/nowhere', user, to('/login')],
    ['unknown /auth path without token follows private rule', '/auth/nowhere', visitorLang, to('/start')],
    ['unknown /auth path with token -> /login', '/auth/nowhere', user, to('/login')],
    ['/authority is not under /auth', '/authority', visitorLang, to('/login')],
  ])('%s', (_name, path, ctx, expected) => {
    expect(guardRoute({ ...ctx, path })).toEqual(expected);
  });
});

describe('isLanguageSelected', () => {
  it.each<[unknown, boolean]>([
    [1, true],
    ['1', true],
    [true, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
    [2, false],
  ])('%s -> %s', (value, expected) => {
    expect(isLanguageSelected(value)).toBe(expected);
  });
});
