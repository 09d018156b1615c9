import { describe, expect, it } from 'vitest';
import {
  findRoute,
  highlightedMenuEntry,
  isAuthAreaPath,
  isOnOrUnderPath,
  isSideMenuEnabled,
  normalisePath,
  ROUTE_GROUPS,
  ROUTE_TABLE,
  SIDE_MENU,
  type SideMenuId,
  sideMenuLayout,
  sideMenuMode,
} from '../../src/client/index';

describe('route table', () => {
  it('keeps the spec group order', () => {
    expect(ROUTE_GROUPS).toEqual(['public', 'auth', 'terms', 'main', 'deepLink']);
  });

  it.each<[string, string | null, string | null]>([
    ['', 'public', 'entry'],
    ['/', 'public', 'entry'],
    ['/start', 'public', 'entry'],
    ['/login', 'public', 'entry'],
    ['/signup?referralCode=X', 'public', 'entry'],
    ['/maintenance', 'public', 'open'],
    ['/change-email/tok', 'public', 'open'],
    ['/reset-password/tok', 'public', 'open'],
    ['/auth/lock-screen', 'auth', 'open'],
    ['/auth/kyc', 'auth', 'open'],
    ['/terms/card', 'terms', 'open'],
    ['/auth/dashboard/', 'main', 'private'],
    ['/auth/market', 'main', 'private'],
    ['/auth/wallet/transactions', 'main', 'private'],
    ['/auth/setting/language', 'main', 'private'],
    ['/elsewhere', null, null],
  ])('%s -> group %s, access %s', (path, group, access) => {
    const route = findRoute(path);
    expect(route?.group ?? null).toBe(group);
    expect(route?.access ?? null).toBe(access);
  });

  it('every pattern is unique', () => {
    const patterns = ROUTE_TABLE.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each([
    ['/auth/card/', '/auth/card'],
    ['/auth/card?x=1#y', '/auth/card'],
    ['/', '/'],
    ['', ''],
  ])('normalisePath(%s) = %s', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });

  it.each([
    ['/auth/kyc', '/auth/kyc', true],
    ['/auth/kyc/selfie', '/auth/kyc', true],
    ['/auth/kycx', '/auth/kyc', false],
    ['/auth', '/auth/kyc', false],
  ])('isOnOrUnderPath(%s, %s) is %s', (path, base, expected) => {
    expect(isOnOrUnderPath(path, base)).toBe(expected);
  });

  it.each([
    ['/auth', true],
    ['/auth/dashboard?x=1', true],
    ['/authority', false],
    ['/login', false],
  ])('isAuthAreaPath(%s) is %s', (path, expected) => {
    expect(isAuthAreaPath(path)).toBe(expected);
  });
});

describe('side menu', () => {
  it('has the six spec entries with their paths and icons', () => {
    expect(SIDE_MENU.map((e) => [e.id, e.path, e.icon])).toEqual([
      ['dashboard', '/auth/dashboard', 'menu-wallet'],
      ['earn', '/auth/earn', 'menu-earn'],
      ['exchange', '/auth/exchange', 'menu-exchange'],
      ['card', '/auth/card', 'menu-card'],
      ['market', '/auth/market', 'menu-market'],
      ['profile', '/auth/profile', 'menu-profile'],
    ]);
  });

  it.each<[string, SideMenuId | null]>([
    ['/auth/dashboard', 'dashboard'],
    ['/auth/wallet', 'dashboard'],
    ['/auth/wallet/transactions?coinCode=BTC', 'dashboard'],
    ['/auth/earn', 'earn'],
    ['/auth/exchange', 'exchange'],
    ['/auth/card', 'card'],
    ['/auth/market', 'market'],
    ['/auth/profile', 'profile'],
    ['/auth/setting', 'profile'],
    ['/auth/settings/security', 'profile'],
    ['/auth/lock-screen', null],
    ['/auth/kyc', null],
    ['/login', null],
  ])('%s highlights %s', (path, expected) => {
    expect(highlightedMenuEntry(path)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['/auth/dashboard', true],
    ['/auth/kyc', true],
    ['/auth', true],
    ['/login', false],
    ['', false],
    ['/maintenance', false],
    ['/authority', false],
    ['/terms/wallet', false],
  ])('menu enabled on %s: %s', (path, expected) => {
    expect(isSideMenuEnabled(path)).toBe(expected);
  });

  it.each<[number, 'permanent' | 'overlay']>([
    [839, 'overlay'],
    [840, 'permanent'],
    [1280, 'permanent'],
    [320, 'overlay'],
  ])('width %d -> %s', (width, mode) => {
    expect(sideMenuMode(width)).toBe(mode);
  });

  it('layout combines the rules with the 250px width', () => {
    expect(sideMenuLayout('/auth/wallet/transactions', 1024)).toEqual({
      enabled: true,
      mode: 'permanent',
      widthPx: 250,
      highlighted: 'dashboard',
    });
  });
});
