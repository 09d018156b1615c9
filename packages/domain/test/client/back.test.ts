import { describe, expect, it } from 'vitest';
import { type BackDecision, type BackInput, decideBack, popHistory, pushHistory } from '../../src/client/index';

const T0 = 1_700_000_000_000;
const base: BackInput = { path: '/auth/earn', topModalId: null, exitArmedAt: null, now: T0 };

describe('decideBack (section 2)', () => {
  it.each<[string, Partial<BackInput>, BackDecision]>([
    ['lockscreen modal stays', { topModalId: 'lockscreen' }, { kind: 'keepModal' }],
    ['app-update modal stays', { topModalId: 'app-update' }, { kind: 'keepModal' }],
    ['terms-update modal stays', { topModalId: 'terms-update' }, { kind: 'keepModal' }],
    ['other modal closes', { topModalId: 'withdraw' }, { kind: 'closeModal' }],
    ['modal on the dashboard closes first', { path: '/auth/dashboard', topModalId: 'x' }, { kind: 'closeModal' }],
    ['skipped on change-email', { path: '/change-email/tok', topModalId: 'x' }, { kind: 'skip' }],
    ['skipped on reset-password', { path: '/reset-password/tok' }, { kind: 'skip' }],
    ['first press on the dashboard arms the exit', { path: '/auth/dashboard' }, { kind: 'armExit', exitArmedAt: T0 }],
    [
      'second press within 2 s asks to confirm exit',
      { path: '/auth/dashboard', exitArmedAt: T0 - 2_000 },
      { kind: 'confirmExit' },
    ],
    [
      'second press after 2 s re-arms',
      { path: '/auth/dashboard', exitArmedAt: T0 - 2_001 },
      { kind: 'armExit', exitArmedAt: T0 },
    ],
    ['elsewhere navigates back', {}, { kind: 'navigateBack' }],
  ])('%s', (_name, patch, expected) => {
    expect(decideBack({ ...base, ...patch })).toEqual(expected);
  });
});

describe('navigation history (10 entries)', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds to an empty history', [], '/a', ['/a']],
    ['adds a new path', ['/a'], '/b', ['/a', '/b']],
    ['ignores a repeat of the current entry', ['/a', '/b'], '/b', ['/a', '/b']],
    [
      'drops the oldest beyond 10',
      ['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9', '/10'],
      '/11',
      ['/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9', '/10', '/11'],
    ],
  ])('%s', (_name, history, path, expected) => {
    expect(pushHistory(history, path)).toEqual(expected);
  });

  it('never exceeds 10 entries', () => {
    let history: readonly string[] = [];
    for (let i = 0; i < 25; i++) history = pushHistory(history, `/p${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('/p15');
  });

  it.each<[string[], string[], string | null]>([
    [['/a', '/b'], ['/a'], '/a'],
    [['/a'], [], null],
    [[], [], null],
  ])('pop %j', (history, rest, previous) => {
    expect(popHistory(history)).toEqual({ history: rest, previous });
  });
});
