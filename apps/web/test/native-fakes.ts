import { BiometryError, type BiometryErrorType, BiometryType } from '@aparajita/capacitor-biometric-auth';
import type { PluginListenerHandle } from '@capacitor/core';
import type { NativePlugins } from '../src/platform/native/plugins';

/**
 * Fakes of the Capacitor plugins' documented interfaces (their own TypeScript definitions, through
 * NativePlugins): listeners can be fired, calls are recorded.
 */
export class FakeListeners {
  readonly listeners = new Map<string, Set<(event: never) => void>>();

  addListener(eventName: string, listenerFunc: (event: never) => void): Promise<PluginListenerHandle> {
    const set = this.listeners.get(eventName) ?? new Set();
    set.add(listenerFunc);
    this.listeners.set(eventName, set);
    return Promise.resolve({ remove: async () => void set.delete(listenerFunc) });
  }

  async removeAllListeners(): Promise<void> {
    this.listeners.clear();
  }

  fire(eventName: string, event: unknown): void {
    for (const listener of this.listeners.get(eventName) ?? []) (listener as (event: unknown) => void)(event);
  }

  count(eventName: string): number {
    return this.listeners.get(eventName)?.size ?? 0;
  }
}

export class FakeApp extends FakeListeners implements AppApi {
  exits = 0;
  constructor(private readonly launchUrl: string | null = null) {
    super();
  }
  async exitApp(): Promise<void> {
    this.exits++;
  }
  async getLaunchUrl() {
    return this.launchUrl === null ? undefined : { url: this.launchUrl };
  }
}

export class FakeSecureStorage implements SecureStorageApi {
  readonly items = new Map<string, string>();
  readonly log: string[] = [];
  prefix = '';
  async setKeyPrefix(prefix: string): Promise<void> {
    this.prefix = prefix;
  }
  async getItem(key: string): Promise<string | null> {
    return this.items.get(this.prefix + key) ?? null;
  }
  async setItem(key: string, value: string): Promise<void> {
    this.log.push(`set ${key}`);
    this.items.set(this.prefix + key, value);
  }
  async removeItem(key: string): Promise<void> {
    this.log.push(`remove ${key}`);
    this.items.delete(this.prefix + key);
  }
}

export class FakeBiometric implements BiometricApi {
  available = true;
  types: BiometryType[] = [BiometryType.faceId];
  /** What the next authenticate() does: succeed, or fail with a BiometryErrorType code. */
  next: 'success' | BiometryErrorType = 'success';
  prompts = 0;
  async checkBiometry() {
    return {
      isAvailable: this.available,
      strongBiometryIsAvailable: this.available,
      biometryType: this.types[0] ?? BiometryType.none,
      biometryTypes: this.types,
      deviceIsSecure: true,
      reason: '',
      code: '' as BiometryErrorType,
    };
  }
  async authenticate(): Promise<void> {
    this.prompts++;
    if (this.next !== 'success') throw new BiometryError('refused', this.next);
  }
}

export type AppApi = NativePlugins['app'];
export type SecureStorageApi = NativePlugins['secureStorage'];
export type BiometricApi = NativePlugins['biometric'];

/** Flushes pending promise callbacks (listener handles, write queues). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
