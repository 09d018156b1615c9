import {
  mergePriceUpdate,
  type PriceMessage,
  parseStreamMessage,
  STREAM_PRICE_TYPE,
  streamReconnectDelayMs,
  streamSubscription,
} from '@coffer/domain';
import { useEffect, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * The live price stream (decision 0027): one WebSocket to /api/stream for the whole app, opened while
 * some screen shows a live price, subscribing to the pairs on screen and reconnecting with growing
 * waits when the connection drops. Each pair keeps the merged picture of its updates.
 */
class LivePrices {
  private socket: WebSocket | null = null;
  private readonly wanted = new Map<string, number>();
  private readonly latest = new Map<string, PriceMessage>();
  private readonly listeners = new Set<Listener>();
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private pending = false;
  connected = false;

  subscribe(sub: string): () => void {
    this.wanted.set(sub, (this.wanted.get(sub) ?? 0) + 1);
    if (this.wanted.get(sub) === 1) this.send('SubAdd', [sub]);
    this.open();
    return () => {
      const left = (this.wanted.get(sub) ?? 1) - 1;
      if (left > 0) return void this.wanted.set(sub, left);
      this.wanted.delete(sub);
      this.send('SubRemove', [sub]);
      if (this.wanted.size === 0) this.close();
    };
  }

  get(sub: string): PriceMessage | undefined {
    return this.latest.get(sub);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Prices arrive a pair at a time, each in a task of its own (every pair on screen each second). They
   * are shown together at the next frame, in one render, not one render per pair; a hidden tab, which
   * draws no frames, renders none (decision 0039).
   */
  private notifyAtNextFrame(): void {
    if (this.pending) return;
    this.pending = true;
    const run = () => {
      this.pending = false;
      this.notify();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else setTimeout(run, 16);
  }

  private send(action: 'SubAdd' | 'SubRemove', subs: string[]): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ action, subs }));
  }

  private open(): void {
    if (this.socket || this.retry || typeof WebSocket === 'undefined') return;
    const url = new URL('/api/stream', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.connected = true;
      if (this.wanted.size > 0) this.send('SubAdd', [...this.wanted.keys()]);
      this.notify();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const frame = parseStreamMessage(event.data);
      if (frame.kind !== 'price' || frame.message.type !== STREAM_PRICE_TYPE) return;
      const sub = streamSubscription(frame.message.fromSymbol, frame.message.toSymbol);
      this.latest.set(sub, mergePriceUpdate(this.latest.get(sub) ?? null, frame.message));
      this.notifyAtNextFrame();
    };
    socket.onclose = () => {
      this.socket = null;
      this.connected = false;
      this.notify();
      if (this.wanted.size === 0) return;
      const delay = streamReconnectDelayMs(this.attempt++, Math.random());
      this.retry = setTimeout(() => {
        this.retry = null;
        this.open();
      }, delay);
    };
  }

  private close(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.socket?.close();
    this.socket = null;
  }
}

export const livePrices = new LivePrices();

/** The live price of a pair (e.g. BTC in EUR), or undefined until the stream has sent one. */
export function useLivePrice(fromSymbol: string | null, toSymbol: string): PriceMessage | undefined {
  const sub = fromSymbol ? streamSubscription(fromSymbol.toUpperCase(), toSymbol.toUpperCase()) : null;
  useEffect(() => (sub ? livePrices.subscribe(sub) : undefined), [sub]);
  return useSyncExternalStore(
    (listener) => livePrices.listen(listener),
    () => (sub ? livePrices.get(sub) : undefined),
  );
}
