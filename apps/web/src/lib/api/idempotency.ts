import { useCallback, useRef } from 'react';
import { randomUuid } from './device-id';

interface KeyedBody {
  key: string;
  fingerprint: string;
}

/**
 * Idempotency keys for calls that move money: one fresh key per distinct request, and the same key
 * again when that very request is retried (after a network failure, a double tap), so the server
 * runs it once. A changed body (another amount, a new code) is another request and gets a new key:
 * the server refuses a known key with a different body.
 */
export function useIdempotencyKey(): { keyFor: (body: unknown) => string; reset: () => void } {
  const last = useRef<KeyedBody | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const fingerprint = JSON.stringify(body ?? null);
    if (last.current?.fingerprint !== fingerprint) last.current = { key: randomUuid(), fingerprint };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
