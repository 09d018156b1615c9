import type { PriceMessageIssue } from './errors';
import { PRICE_FIELD_SEPARATOR, type PriceMessage } from './fields';
import { parsePriceMessage } from './parse';

/**
 * The live price stream's protocol (decision 0027), modelled on the CryptoCompare streamer: the
 * client sends JSON `{"action":"SubAdd","subs":["5~CCCAGG~BTC~USD"]}` (or `SubRemove`); the server
 * sends '~'-separated text frames: price messages (type 5, the price codec) and control messages
 * `TYPE~NAME[~PARAMETER]`.
 */
export const STREAM_PRICE_TYPE = '5';
export const STREAM_AGGREGATE_MARKET = 'CCCAGG';
/** At most this many subscriptions per connection. */
export const STREAM_MAX_SUBSCRIPTIONS = 100;

export const STREAM_CONTROL = {
  WELCOME: ['20', 'STREAMERWELCOME'],
  SUBSCRIBED: ['16', 'SUBSCRIBECOMPLETE'],
  UNSUBSCRIBED: ['17', 'UNSUBSCRIBECOMPLETE'],
  INVALID_SUB: ['500', 'INVALID_SUB'],
  INVALID_JSON: ['500', 'INVALID_JSON'],
  TOO_MANY_SUBSCRIPTIONS: ['500', 'TOO_MANY_SUBSCRIPTIONS'],
  HEARTBEAT: ['999', 'HEARTBEAT'],
} as const;
export type StreamControlName = keyof typeof STREAM_CONTROL;

export interface StreamSubscription {
  readonly fromSymbol: string;
  readonly toSymbol: string;
}

const SYMBOL = /^[A-Z0-9]{1,10}$/;

/** `5~CCCAGG~BTC~USD` as the pair it names, or null for anything else (another type, market or shape). */
export function parseStreamSubscription(text: unknown): StreamSubscription | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const parts = text.split(PRICE_FIELD_SEPARATOR);
  if (parts.length !== 4) return null;
  const [type, market, fromSymbol = '', toSymbol = ''] = parts;
  if (type !== STREAM_PRICE_TYPE || market !== STREAM_AGGREGATE_MARKET) return null;
  if (!SYMBOL.test(fromSymbol) || !SYMBOL.test(toSymbol)) return null;
  return { fromSymbol, toSymbol };
}

export function streamSubscription(fromSymbol: string, toSymbol: string): string {
  return [STREAM_PRICE_TYPE, STREAM_AGGREGATE_MARKET, fromSymbol, toSymbol].join(PRICE_FIELD_SEPARATOR);
}

/** A control frame, e.g. `500~INVALID_SUB~5~CCCAGG~XYZ~USD`. */
export function encodeStreamControl(name: StreamControlName, parameter?: string): string {
  const [type, label] = STREAM_CONTROL[name];
  return parameter === undefined ? `${type}~${label}` : `${type}~${label}~${parameter}`;
}

export interface StreamRequest {
  readonly action: 'SubAdd' | 'SubRemove';
  readonly subs: readonly string[];
}

/** A client frame: `{ action, subs }`, or null when it is not one (answered with INVALID_JSON). */
export function parseStreamRequest(text: string): StreamRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { action, subs } = value as { action?: unknown; subs?: unknown };
  if (action !== 'SubAdd' && action !== 'SubRemove') return null;
  if (!Array.isArray(subs) || !subs.every((sub) => typeof sub === 'string')) return null;
  return { action, subs: subs as string[] };
}

export type StreamMessage =
  | { readonly kind: 'price'; readonly message: PriceMessage }
  | { readonly kind: 'control'; readonly name: StreamControlName; readonly parameter: string | undefined }
  | { readonly kind: 'unreadable'; readonly issue: PriceMessageIssue | null };

/** Reads a server frame: a price message through the codec, or a control message. */
export function parseStreamMessage(text: string): StreamMessage {
  const [type, label] = text.split(PRICE_FIELD_SEPARATOR, 2);
  if (type === STREAM_PRICE_TYPE) {
    const parsed = parsePriceMessage(text);
    return parsed.ok ? { kind: 'price', message: parsed.value } : { kind: 'unreadable', issue: parsed.error };
  }
  for (const [name, [controlType, controlLabel]] of Object.entries(STREAM_CONTROL)) {
    if (controlType === type && controlLabel === label) {
      const prefix = `${type}~${label}`;
      const parameter = text.length > prefix.length ? text.slice(prefix.length + 1) : undefined;
      return { kind: 'control', name: name as StreamControlName, parameter };
    }
  }
  return { kind: 'unreadable', issue: null };
}

/** Reconnect waits (our choice, the spec gives none) grow 1 s, 2 s, 4 s ... up to 30 s, with up to 20% jitter from `random`. */
export function streamReconnectDelayMs(attempt: number, random: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 15)));
  return Math.round(base * (1 + Math.min(Math.max(random, 0), 1) * 0.2));
}
