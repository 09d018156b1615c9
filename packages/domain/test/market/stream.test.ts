import { describe, expect, it } from 'vitest';
import {
  encodePriceMessage,
  encodeStreamControl,
  parseStreamMessage,
  parseStreamRequest,
  parseStreamSubscription,
  streamReconnectDelayMs,
  streamSubscription,
} from '../../src/market';

describe('stream subscriptions', () => {
  it.each([
    ['5~CCCAGG~BTC~USD', { fromSymbol: 'BTC', toSymbol: 'USD' }],
    ['5~CCCAGG~MATIC~GBP', { fromSymbol: 'MATIC', toSymbol: 'GBP' }],
    ['2~Coinbase~BTC~USD', null],
    ['5~CCCAGG~btc~USD', null],
    ['5~CCCAGG~BTC', null],
    ['5~CCCAGG~BTC~USD~X', null],
    ['', null],
    [42, null],
  ])('%s', (text, expected) => {
    expect(parseStreamSubscription(text)).toEqual(expected);
  });

  it('writes what it reads', () => {
    expect(parseStreamSubscription(streamSubscription('ETH', 'EUR'))).toEqual({ fromSymbol: 'ETH', toSymbol: 'EUR' });
  });
});

describe('stream requests', () => {
  it.each([
    ['{"action":"SubAdd","subs":["5~CCCAGG~BTC~USD"]}', { action: 'SubAdd', subs: ['5~CCCAGG~BTC~USD'] }],
    ['{"action":"SubRemove","subs":[]}', { action: 'SubRemove', subs: [] }],
    ['{"action":"Other","subs":[]}', null],
    ['{"action":"SubAdd","subs":[1]}', null],
    ['{"action":"SubAdd"}', null],
    ['null', null],
    ['not json', null],
  ])('%s', (text, expected) => {
    expect(parseStreamRequest(text)).toEqual(expected);
  });
});

describe('stream messages', () => {
  it('reads price frames through the codec and control frames by name', () => {
    const price = encodePriceMessage({
      type: '5',
      market: 'CCCAGG',
      fromSymbol: 'BTC',
      toSymbol: 'USD',
      flags: 1,
      price: 1.5,
    });
    expect(parseStreamMessage(price)).toEqual({
      kind: 'price',
      message: { type: '5', market: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD', flags: 1, price: 1.5 },
    });
    expect(parseStreamMessage(encodeStreamControl('INVALID_SUB', '5~CCCAGG~X~USD'))).toEqual({
      kind: 'control',
      name: 'INVALID_SUB',
      parameter: '5~CCCAGG~X~USD',
    });
    expect(parseStreamMessage(encodeStreamControl('WELCOME'))).toEqual({
      kind: 'control',
      name: 'WELCOME',
      parameter: undefined,
    });
    expect(parseStreamMessage('5~CCCAGG~BTC~USD~1~zz').kind).toBe('unreadable');
    expect(parseStreamMessage('42~WHAT').kind).toBe('unreadable');
  });
});

describe('reconnect waits', () => {
  it.each([
    [0, 0, 1000],
    [1, 0, 2000],
    [4, 0, 16_000],
    [5, 0, 30_000],
    [50, 0, 30_000],
    [0, 1, 1200],
    [5, 1, 36_000],
    [-3, 2, 1200],
  ])('attempt %i, random %d: %i ms', (attempt, random, expected) => {
    expect(streamReconnectDelayMs(attempt, random)).toBe(expected);
  });
});
