import { isFiat, PRODUCTION_COIN_CODES } from '@coffer/domain';

/** The coins the live stream prices: the crypto wallet coins (the server answers others with INVALID_SUB). */
const STREAMED = new Set<string>(PRODUCTION_COIN_CODES.filter((code) => !isFiat(code)));

export function isStreamedCoin(symbol: string): boolean {
  return STREAMED.has(symbol.toUpperCase());
}
