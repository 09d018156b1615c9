import { isValidLockPin, type PinLockPersisted } from '@coffer/domain';
import { STORAGE_KEYS, storage } from '../lib/storage';

/**
 * The lock PIN on the web: never stored in clear, only as a salted PBKDF2-SHA-256 hash in local
 * storage (docs/decisions/0014-app-lock.md); the native shell keeps it in secure storage instead.
 * The wrong-attempt count and time live beside it so a reload cannot skip a lockout.
 */
export const PIN_HASH_ITERATIONS = 600_000;

interface StoredPin {
  readonly v: 1;
  readonly salt: string;
  readonly hash: string;
  readonly iterations: number;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

function readStored(): StoredPin | null {
  const text = storage.get(STORAGE_KEYS.pin);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredPin>;
    if (parsed.v !== 1 || typeof parsed.salt !== 'string' || typeof parsed.hash !== 'string') return null;
    if (typeof parsed.iterations !== 'number' || parsed.iterations < 1) return null;
    return parsed as StoredPin;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}
export function subscribePin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasPin(): boolean {
  return readStored() !== null;
}

/** Stores a new PIN (hashed) and starts its attempt record afresh. */
export async function savePin(pin: string): Promise<void> {
  if (!isValidLockPin(pin)) throw new Error('A lock PIN is exactly 4 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(pin, salt, PIN_HASH_ITERATIONS);
  const stored: StoredPin = { v: 1, salt: toBase64(salt), hash: toBase64(hash), iterations: PIN_HASH_ITERATIONS };
  storage.set(STORAGE_KEYS.pin, JSON.stringify(stored));
  writePinAttempts({ wrongCount: 0, wrongTime: null });
  emit();
}

/** Whether `pin` is the stored PIN, compared over the whole hash (no early exit). */
export async function verifyPin(pin: string): Promise<boolean> {
  const stored = readStored();
  if (!stored || !isValidLockPin(pin)) return false;
  const actual = await derive(pin, fromBase64(stored.salt), stored.iterations);
  const expected = fromBase64(stored.hash);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

/** Removes the PIN, its attempts and the biometric unlock that depends on it. */
export function removePin(): void {
  for (const key of [STORAGE_KEYS.pin, STORAGE_KEYS.pinWrongCount, STORAGE_KEYS.pinWrongTime, STORAGE_KEYS.biometric]) {
    storage.remove(key);
  }
  emit();
}

export function readPinAttempts(): PinLockPersisted {
  const count = Number(storage.get(STORAGE_KEYS.pinWrongCount) ?? '0');
  const time = storage.get(STORAGE_KEYS.pinWrongTime);
  return {
    wrongCount: Number.isInteger(count) && count > 0 ? count : 0,
    wrongTime: time !== null && Number.isFinite(Number(time)) && time !== '' ? Number(time) : null,
  };
}

export function writePinAttempts(attempts: PinLockPersisted): void {
  storage.set(STORAGE_KEYS.pinWrongCount, String(attempts.wrongCount));
  if (attempts.wrongTime === null) storage.remove(STORAGE_KEYS.pinWrongTime);
  else storage.set(STORAGE_KEYS.pinWrongTime, String(attempts.wrongTime));
}
