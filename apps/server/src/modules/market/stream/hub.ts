import {
  encodePriceMessage,
  encodeStreamControl,
  PRICE_FLAGS,
  type PriceMessage,
  parseStreamRequest,
  parseStreamSubscription,
  STREAM_AGGREGATE_MARKET,
  STREAM_MAX_SUBSCRIPTIONS,
  STREAM_PRICE_TYPE,
} from '@coffer/domain';
import type { WebSocket } from 'ws';
import { type PairQuote, type PriceTable, pairKey } from './ticks';

export interface StreamClient {
  readonly socket: WebSocket;
  readonly pairs: Set<string>;
  alive: boolean;
}

export interface StreamHubOptions {
  /** Prices a tick (the oracle through the shared tick store). */
  price: (tick: number) => Promise<PriceTable>;
  /** Milliseconds between ticks; 0 ticks only when `tick()` is called (tests). */
  tickMs: number;
  /** A client with more than this many bytes waiting to be sent is dropped, not buffered further. */
  maxBufferedBytes: number;
  now: () => number;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
}

const OPEN = 1;

/**
 * The live price stream's fan-out (decision 0027). Each tick is priced once and each pair's message
 * is encoded once by the domain codec, then written to every subscriber of that pair. Updates carry
 * what changed (the CCCAGG style); a new subscription first gets the whole current picture.
 */
export class StreamHub {
  private readonly clients = new Set<StreamClient>();
  private readonly subscribers = new Map<string, Set<StreamClient>>();
  private table: PriceTable | null = null;
  private tickAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  /** Clients dropped for not reading (slow consumers). */
  dropped = 0;

  constructor(private readonly options: StreamHubOptions) {}

  get size(): number {
    return this.clients.size;
  }

  add(socket: WebSocket): StreamClient {
    const client: StreamClient = { socket, pairs: new Set(), alive: true };
    this.clients.add(client);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.send(client, encodeStreamControl('INVALID_JSON'));
      void this.handle(client, data.toString()).catch(this.options.onError);
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
    this.send(client, encodeStreamControl('WELCOME'));
    this.start();
    return client;
  }

  private remove(client: StreamClient): void {
    if (!this.clients.delete(client)) return;
    for (const pair of client.pairs) this.subscribers.get(pair)?.delete(client);
    if (this.clients.size === 0) this.stop();
  }

  private async handle(client: StreamClient, text: string): Promise<void> {
    const request = parseStreamRequest(text);
    if (!request) return this.send(client, encodeStreamControl('INVALID_JSON'));
    for (const sub of request.subs) {
      const pair = parseStreamSubscription(sub);
      const key = pair && pairKey(pair.fromSymbol, pair.toSymbol);
      if (request.action === 'SubRemove') {
        if (key && client.pairs.delete(key)) this.subscribers.get(key)?.delete(client);
        this.send(client, encodeStreamControl('UNSUBSCRIBED', sub));
        continue;
      }
      const table = await this.current();
      if (!key || !table[key]) {
        this.send(client, encodeStreamControl('INVALID_SUB', sub));
        continue;
      }
      if (!client.pairs.has(key) && client.pairs.size >= STREAM_MAX_SUBSCRIPTIONS) {
        this.send(client, encodeStreamControl('TOO_MANY_SUBSCRIPTIONS', sub));
        continue;
      }
      client.pairs.add(key);
      let set = this.subscribers.get(key);
      if (!set) {
        set = new Set();
        this.subscribers.set(key, set);
      }
      set.add(client);
      this.send(client, encodeStreamControl('SUBSCRIBED', sub));
      const quote = table[key];
      if (quote) this.send(client, encodePriceMessage(message(key, quote, null, this.tickAt)));
    }
  }

  /** The current tick's table (priced now unless this tick already was). */
  private async current(): Promise<PriceTable> {
    await this.tick();
    return this.table ?? {};
  }

  /** Prices the current tick and sends it; concurrent calls share one run. */
  tick(): Promise<void> {
    this.ticking ??= this.runTick().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async runTick(): Promise<void> {
    const step = this.options.tickMs > 0 ? this.options.tickMs : 1;
    const tick = Math.floor(this.options.now() / step) * step;
    if (this.table && tick <= this.tickAt) return;
    const table = await this.options.price(tick);
    const previous = this.table;
    this.table = table;
    this.tickAt = tick;
    if (previous) this.publish(previous, table, tick);
  }

  private publish(previous: PriceTable, table: PriceTable, tick: number): void {
    for (const [key, clients] of this.subscribers) {
      const quote = table[key];
      if (!quote || clients.size === 0) continue;
      const text = encodePriceMessage(message(key, quote, previous[key] ?? null, tick));
      for (const client of clients) this.send(client, text);
    }
  }

  /** Writes a frame, or drops a client whose unsent data passed the limit (it is not reading). */
  private send(client: StreamClient, text: string): void {
    const { socket } = client;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.dropped++;
      this.remove(client);
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  private start(): void {
    if (this.options.tickMs > 0 && !this.timer) {
      this.timer = setInterval(() => void this.tick().catch(this.options.onError), this.options.tickMs);
      this.timer.unref();
    }
    const heartbeatMs = this.options.heartbeatMs ?? 30_000;
    if (!this.heartbeat && heartbeatMs > 0) {
      // A client that did not answer the last ping is gone: end it so its subscriptions go too.
      this.heartbeat = setInterval(() => {
        for (const client of this.clients) {
          if (!client.alive) {
            this.remove(client);
            client.socket.terminate();
            continue;
          }
          client.alive = false;
          client.socket.ping();
        }
      }, heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.heartbeat = null;
    this.table = null;
  }

  close(): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      client.socket.terminate();
    }
    this.stop();
  }
}

/** A pair's message: the whole picture when there is no previous quote, else what changed. */
function message(key: string, quote: PairQuote, previous: PairQuote | null, tick: number): PriceMessage {
  const [fromSymbol = '', toSymbol = ''] = key.split('~');
  const flags =
    previous === null || quote.price === previous.price
      ? PRICE_FLAGS.PRICE_UNCHANGED
      : quote.price > previous.price
        ? PRICE_FLAGS.PRICE_UP
        : PRICE_FLAGS.PRICE_DOWN;
  return {
    type: STREAM_PRICE_TYPE,
    market: STREAM_AGGREGATE_MARKET,
    fromSymbol,
    toSymbol,
    flags,
    ...(previous === null || previous.price !== quote.price ? { price: quote.price } : {}),
    lastUpdate: Math.floor(tick / 1000),
    // The tick's time in milliseconds doubles as the sandbox trade id (the bench reads latency from it).
    lastTradeId: String(tick),
    ...(previous === null || previous.open24h !== quote.open24h ? { open24Hour: quote.open24h } : {}),
  };
}
