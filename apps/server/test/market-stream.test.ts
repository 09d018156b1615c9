import type { AddressInfo } from 'node:net';
import {
  formatExactDecimal,
  mergePriceUpdate,
  PRICE_FLAGS,
  type PriceMessage,
  parseStreamMessage,
  type StreamMessage,
} from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../src/app';
import { StreamHub } from '../src/modules/market/stream/hub';
import type { PriceOracle } from '../src/providers/prices';
import { FakeClock, MINUTE, TEST_TARGET, type TestApp, testApp, testConfig } from './helpers';

/** A stream client that keeps every decoded frame and lets a test wait for the next ones. */
class Client {
  readonly frames: StreamMessage[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(parseStreamMessage(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  static async open(url: string): Promise<Client> {
    const socket = new WebSocket(url);
    const client = new Client(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return client;
  }
  send(action: 'SubAdd' | 'SubRemove', subs: string[]): void {
    this.socket.send(JSON.stringify({ action, subs }));
  }
  /** Waits until `count` frames have arrived in all (or fails after 5 s). */
  async until(count: number): Promise<StreamMessage[]> {
    const deadline = Date.now() + 5000;
    while (this.frames.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.frames.length} of ${count} frames`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.frames;
  }
  prices(): PriceMessage[] {
    return this.frames.flatMap((frame) => (frame.kind === 'price' ? [frame.message] : []));
  }
}

const clock = new FakeClock(Date.UTC(2031, 4, 2, 9, 0, 30));

describe(`live prices over /api/stream (${TEST_TARGET})`, () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    vi.stubEnv('MARKET_STREAM_TICK_MS', '0');
    t = await testApp({}, { now: clock.now });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/stream`;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
  });

  const oracle = async (from: string, to: 'USD' | 'EUR' | 'GBP') =>
    Number(formatExactDecimal(await t.app.services.prices.price(from, to, clock.now())));

  it('subscribes, receives the oracle price decoded by the domain codec, follows ticks, unsubscribes', async () => {
    const client = await Client.open(url);
    const [welcome] = await client.until(1);
    expect(welcome).toMatchObject({ kind: 'control', name: 'WELCOME' });
    client.send('SubAdd', ['5~CCCAGG~BTC~USD', '5~CCCAGG~ETH~EUR']);
    await client.until(5);
    expect(client.frames[1]).toEqual({ kind: 'control', name: 'SUBSCRIBED', parameter: '5~CCCAGG~BTC~USD' });
    const [btc, eth] = client.prices();
    expect(btc).toMatchObject({ type: '5', market: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD' });
    expect(btc?.price).toBe(await oracle('BTC', 'USD'));
    expect(eth?.price).toBe(await oracle('ETH', 'EUR'));
    expect(btc?.open24Hour).toBeGreaterThan(0);

    // A minute later the oracle has moved: the next tick carries the change and its direction.
    clock.advance(MINUTE);
    await t.app.marketStream.tick();
    await client.until(7);
    const update = client.prices().filter((m) => m.fromSymbol === 'BTC')[1] as PriceMessage;
    const merged = mergePriceUpdate(btc ?? null, update);
    expect(merged.price).toBe(await oracle('BTC', 'USD'));
    const direction = (merged.price ?? 0) > (btc?.price ?? 0) ? PRICE_FLAGS.PRICE_UP : PRICE_FLAGS.PRICE_DOWN;
    expect(update.flags).toBe(merged.price === btc?.price ? PRICE_FLAGS.PRICE_UNCHANGED : direction);
    expect(Number(update.lastTradeId)).toBe(clock.ms);

    client.send('SubRemove', ['5~CCCAGG~ETH~EUR']);
    await client.until(8);
    expect(client.frames[7]).toMatchObject({ kind: 'control', name: 'UNSUBSCRIBED', parameter: '5~CCCAGG~ETH~EUR' });
    clock.advance(1000);
    await t.app.marketStream.tick();
    const [last] = (await client.until(9)).slice(8);
    expect(last).toMatchObject({ kind: 'price', message: { fromSymbol: 'BTC' } });
    client.socket.close();
  });

  it('answers unknown subscriptions and unreadable requests with error messages', async () => {
    const client = await Client.open(url);
    client.send('SubAdd', ['5~CCCAGG~NOPE~USD', '2~Coinbase~BTC~USD', '5~CCCAGG~BTC~JPY']);
    client.socket.send('not json');
    const frames = await client.until(5);
    // The unreadable frame is answered at once; subscriptions wait for the tick's prices.
    const order = (list: unknown[]) => list.map((frame) => JSON.stringify(frame)).sort();
    expect(order(frames.slice(1))).toEqual(
      order([
        { kind: 'control', name: 'INVALID_SUB', parameter: '5~CCCAGG~NOPE~USD' },
        { kind: 'control', name: 'INVALID_SUB', parameter: '2~Coinbase~BTC~USD' },
        { kind: 'control', name: 'INVALID_SUB', parameter: '5~CCCAGG~BTC~JPY' },
        { kind: 'control', name: 'INVALID_JSON' },
      ]),
    );
    client.socket.close();
  });

  it('sends the same prices from two instances sharing the database', async () => {
    // The second instance's feed reads 1% higher (a real feed polled at another moment would differ too).
    const skewed: PriceOracle = {
      price: async (coin, fiat, at) => {
        const rate = await t.app.services.prices.price(coin, fiat, at);
        return { mantissa: rate.mantissa * 101n, scale: rate.scale + 2 };
      },
    };
    const second = await buildApp({ config: testConfig(), db: t.db, services: { now: clock.now, prices: skewed } });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      clock.advance(MINUTE);
      const a = await Client.open(url);
      const b = await Client.open(`ws://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/stream`);
      a.send('SubAdd', ['5~CCCAGG~LTC~GBP']);
      await a.until(3);
      b.send('SubAdd', ['5~CCCAGG~LTC~GBP']);
      await b.until(3);
      expect(a.prices()[0]?.price).toBe(await oracle('LTC', 'GBP'));
      expect(b.prices()[0]).toEqual(a.prices()[0]);
      a.socket.close();
      b.socket.close();
    } finally {
      await second.close();
    }
  });
});

describe('a slow stream client', () => {
  it('is dropped once its unsent data passes the limit, while others keep receiving', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    let now = 1_000;
    const hub = new StreamHub({
      price: async (tick) => ({ 'BTC~USD': { price: 60_000 + (tick % 1000), open24h: 59_000 } }),
      tickMs: 0,
      maxBufferedBytes: 64 * 1024,
      now: () => now,
      onError: (error) => {
        throw error;
      },
      heartbeatMs: 0,
    });
    server.on('connection', (socket) => hub.add(socket));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const slow = await Client.open(url);
    const quick = await Client.open(url);
    slow.send('SubAdd', ['5~CCCAGG~BTC~USD']);
    quick.send('SubAdd', ['5~CCCAGG~BTC~USD']);
    await slow.until(3);
    await quick.until(3);
    // The slow client stops reading: its kernel buffers fill, then the server's.
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const closed = new Promise((resolve) => slow.socket.once('close', resolve));
    for (let i = 0; i < 200_000 && hub.dropped === 0; i++) {
      now += 1;
      await hub.tick();
      if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.dropped).toBe(1);
    expect(hub.size).toBe(1);
    (slow.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    await closed;
    const before = quick.frames.length;
    now += 1;
    await hub.tick();
    await quick.until(before + 1);
    hub.close();
    server.close();
  });
});
