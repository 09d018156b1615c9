/**
 * Section 4 push: a subscription started, registered and stopped per user; the permission is
 * granted, denied or default. This is the seam between the app and where push comes from: the web
 * (Web Push, to be installed by the notifications feature) or the native shell (APNs / FCM through
 * @capacitor/push-notifications, installed at start-up). Until one is installed push is unsupported.
 */
export type PushPermission = 'granted' | 'denied' | 'default';

/** What the server needs to reach this device. */
export type PushRegistration =
  | { readonly kind: 'webpush'; readonly subscription: unknown }
  | { readonly kind: 'apns' | 'fcm'; readonly token: string };

export interface PushProvider {
  readonly supported: boolean;
  permission: () => Promise<PushPermission>;
  /**
   * Asks for permission when it was never asked, then registers the device. Answers the
   * permission and, when granted, the registration to send to the server.
   */
  start: () => Promise<{ permission: PushPermission; registration: PushRegistration | null }>;
  /** Logout: stops receiving pushes on this device. */
  stop: () => Promise<void>;
  /** A push that arrived while the app was open (title and body as sent); answers how to stop listening. */
  onMessage: (
    handler: (message: { title?: string; body?: string; data: Record<string, unknown> }) => void,
  ) => () => void;
}

const unsupported: PushProvider = {
  supported: false,
  permission: async () => 'denied',
  start: async () => ({ permission: 'denied', registration: null }),
  stop: async () => undefined,
  onMessage: () => () => undefined,
};

export const push: PushProvider = { ...unsupported };

/** Installs where push comes from (the web's Web Push, the native shell); answers how to undo it. */
export function installPush(next: PushProvider): () => void {
  const previous = { ...push };
  Object.assign(push, next);
  return () => Object.assign(push, previous);
}
