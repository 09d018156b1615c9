import type { NativePlugins } from './plugins';

/** Remembered once the denied alert was shown, so it explains once instead of at every start. */
export const TRACKING_ALERT_SHOWN_KEY = 'trackingAlertShown';

export interface TrackingDeps {
  readonly tracking: NativePlugins['tracking'];
  readonly texts: () => Promise<{ title: string; body: string }>;
  readonly alert: (text: string) => void;
  readonly shown: { get: () => boolean; set: () => void };
}

/**
 * iOS App Tracking Transparency (section 8): asks once when undecided; when the answer is denied
 * an alert explains the permission and where to change it. Restricted (parental controls, managed
 * devices) is not the user's choice and gets no alert. Answers the status.
 */
export async function askTracking({ tracking, texts, alert, shown }: TrackingDeps): Promise<string> {
  let { status } = await tracking.getStatus();
  if (status === 'notDetermined') status = (await tracking.requestPermission()).status;
  if (status === 'denied' && !shown.get()) {
    const { title, body } = await texts();
    shown.set();
    alert(`${title}\n\n${body}`);
  }
  return status;
}
