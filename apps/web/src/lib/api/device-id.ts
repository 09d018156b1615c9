import { STORAGE_KEYS, storage } from '../storage';

/** A v4 UUID, also where crypto.randomUUID is missing (plain http on a LAN address). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random id made once per install and kept, sent as the DeviceID header. */
export function getDeviceId(): string {
  const existing = storage.get(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomUuid();
  storage.set(STORAGE_KEYS.deviceId, id);
  return id;
}
