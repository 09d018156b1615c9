import { createHmac } from 'node:crypto';
import type { ConversionEvent } from '@coffer/domain';
import type { Services } from '../../services';

/**
 * Conversion tracking (spec section 7: signup, kycUpload and preOrderCard). The default does nothing;
 * an adapter for a real tracker receives only the event name and an opaque, non-reversible id, never
 * an email, a name or an address, by construction of this interface.
 */
export interface Analytics {
  conversion(event: ConversionEvent, subject: { anonymousId: string }): void;
}

export const noAnalytics: Analytics = { conversion: () => undefined };

let current: Analytics = noAnalytics;

export function analytics(): Analytics {
  return current;
}

export function setAnalytics(next: Analytics): void {
  current = next;
}

/** Reports a conversion for a user under an opaque id (an HMAC of the user id under the server key). */
export function trackConversion(services: Pick<Services, 'masterKey'>, event: ConversionEvent, userId: string): void {
  const anonymousId = createHmac('sha256', services.masterKey).update(`analytics:${userId}`).digest('hex').slice(0, 32);
  try {
    current.conversion(event, { anonymousId });
  } catch {
    // Tracking never fails the user's call.
  }
}
