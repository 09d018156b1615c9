import { isIsoDay } from '@coffer/domain';
import { BankRatesUnavailableError } from './types';

/** One day of an ECB eurofxref document. */
export interface EcbDay {
  date: string;
  /** Currency code to units per 1 EUR, the published text unchanged. */
  rates: Record<string, string>;
}

// Only the <Cube .../> elements carry data; everything else of the envelope is skipped. A hand-written
// reader keeps a full XML parser (and its entity-expansion surface) out of the server for one shape.
const CUBE_TAG = /<(?:[A-Za-z_][\w.-]*:)?Cube\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d+(\.\d+)?$/;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.set(match[1] as string, (match[2] ?? match[3] ?? '').trim());
  }
  return attributes;
}

/**
 * Reads the ECB's daily or historical reference-rate XML:
 * `<Cube time="2024-04-03"><Cube currency="USD" rate="1.0785"/>...</Cube>`, newest day first.
 * Anything that is not that shape (a rate outside a day, a malformed day, code or rate, no day at
 * all) throws: a half-understood document is not used.
 */
export function parseEcbXml(xml: string): EcbDay[] {
  const days: EcbDay[] = [];
  let current: EcbDay | null = null;
  for (const match of xml.matchAll(CUBE_TAG)) {
    const attributes = attributesOf(match[1] ?? '');
    const time = attributes.get('time');
    const currency = attributes.get('currency');
    const rate = attributes.get('rate');
    if (time !== undefined) {
      if (!isIsoDay(time)) throw new BankRatesUnavailableError(`bad day in the rates document: ${time}`);
      current = { date: time, rates: {} };
      days.push(current);
    } else if (currency !== undefined || rate !== undefined) {
      if (!current) throw new BankRatesUnavailableError('a rate outside a day in the rates document');
      if (!currency || !CURRENCY.test(currency) || !rate || !RATE.test(rate) || /^[0.]+$/.test(rate)) {
        throw new BankRatesUnavailableError(`bad rate in the rates document: ${currency} ${rate}`);
      }
      current.rates[currency] = rate;
    }
  }
  if (days.length === 0) throw new BankRatesUnavailableError('no rates in the document');
  return days.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The publication holding on `day`: the newest one not after it, or null when the document starts later. */
export function publicationOn(days: readonly EcbDay[], day: string): EcbDay | null {
  return days.find((entry) => entry.date <= day) ?? null;
}
