import { describe, expect, it } from 'vitest';
import {
  isPendingStatus,
  LIVE_REFRESH_MS,
  LIVE_REFRESH_PENDING_MS,
  LIVE_STREAM_SAFETY_REFRESH_MS,
  type LiveRefreshInput,
  liveRefreshInterval,
} from '../../src/client/index';

describe('liveRefreshInterval: balances and history within 10 s of a change (issue 21.6)', () => {
  it.each<[string, LiveRefreshInput, number]>([
    ['nothing pending, no stream', { pending: false, liveStream: false }, LIVE_REFRESH_MS],
    ['something pending, no stream', { pending: true, liveStream: false }, LIVE_REFRESH_PENDING_MS],
    ['a live stream pushes changes', { pending: false, liveStream: true }, LIVE_STREAM_SAFETY_REFRESH_MS],
    ['a live stream, even while pending', { pending: true, liveStream: true }, LIVE_STREAM_SAFETY_REFRESH_MS],
  ])('%s -> %d ms', (_name, input, expected) => {
    expect(liveRefreshInterval(input)).toBe(expected);
  });

  it('polls within 10 s without a stream, faster while pending', () => {
    expect(liveRefreshInterval({ pending: false, liveStream: false })).toBeLessThanOrEqual(10_000);
    expect(liveRefreshInterval({ pending: true, liveStream: false })).toBeLessThan(
      liveRefreshInterval({ pending: false, liveStream: false }),
    );
  });
});

describe('isPendingStatus', () => {
  it.each<[unknown, boolean]>([
    ['UNCONFIRMED', true],
    ['PENDING', true],
    ['CONFIRMED', false],
    ['BLOCKED', false],
    ['REFUNDED', false],
    ['CANCELED', false],
    ['ERROR', false],
    [undefined, false],
    [3, false],
  ])('%s -> %s', (status, expected) => {
    expect(isPendingStatus(status)).toBe(expected);
  });
});
