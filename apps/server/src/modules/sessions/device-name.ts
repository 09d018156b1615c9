import UAParser from 'ua-parser-js';

/** A session's device as people name it: browser, system, and the phone or tablet model when known. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
  device: string | null;
}

const orNull = (text: string | undefined): string | null => (text?.trim() ? text.trim().slice(0, 64) : null);

/** Parses a user agent with ua-parser-js; anything it cannot tell is null. */
export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = new UAParser(userAgent).getResult();
  const model = [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ');
  return { browser: orNull(parsed.browser.name), os: orNull(parsed.os.name), device: orNull(model) };
}
