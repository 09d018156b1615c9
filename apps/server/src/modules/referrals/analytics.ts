import type { ConversionEvent } from '@coffer/domain';

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
