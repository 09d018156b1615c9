import { PriceMessageError, type PriceMessageIssue, type PriceMessageResult } from './errors';
import {
  KNOWN_PRICE_MASK_BITS,
  PRICE_FIELD_SEPARATOR,
  PRICE_MESSAGE_FIXED_FIELDS,
  PRICE_OPTIONAL_FIELDS,
  type PriceMessage,
} from './fields';

// Decimal or exponent notation only: Number() alone would also take '', ' ', '0x1f' and 'Infinity'.
const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEX_PATTERN = /^[0-9a-fA-F]{1,16}$/;
const FLAGS_PATTERN = /^\d{1,16}$/;

function fail(issue: PriceMessageIssue): PriceMessageResult<never> {
  return { ok: false, error: issue };
}

function popCount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits > 0; bits >>>= 1) count += bits & 1;
  return count;
}

export function parsePriceNumber(text: string): number | null {
  if (!NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Parses one price message; every malformed input yields `{ ok: false, error }`, never a throw. */
export function parsePriceMessage(message: unknown): PriceMessageResult<PriceMessage> {
  if (typeof message !== 'string') return fail({ kind: 'notText', detail: `got ${typeof message}` });
  const parts = message.split(PRICE_FIELD_SEPARATOR);
  const fixedCount = PRICE_MESSAGE_FIXED_FIELDS.length;
  if (parts.length < fixedCount + 1) {
    return fail({ kind: 'tooFewFields', detail: `${parts.length} fields, at least ${fixedCount + 1} needed` });
  }
  const maskText = parts[parts.length - 1] ?? '';
  if (!HEX_PATTERN.test(maskText)) return fail({ kind: 'invalidMask', field: 'MASK', detail: `'${maskText}'` });
  const mask = Number.parseInt(maskText, 16);
  if (mask > KNOWN_PRICE_MASK_BITS) {
    return fail({ kind: 'unknownMaskBits', field: 'MASK', detail: `0x${mask.toString(16)}` });
  }
  const expected = fixedCount + popCount(mask) + 1;
  if (parts.length !== expected) {
    return fail({ kind: 'fieldCountMismatch', detail: `${parts.length} fields, mask needs ${expected}` });
  }

  const [type = '', market = '', fromSymbol = '', toSymbol = '', flagsText = ''] = parts;
  const fixed = { TYPE: type, MARKET: market, FROMSYMBOL: fromSymbol, TOSYMBOL: toSymbol };
  for (const [field, value] of Object.entries(fixed)) {
    if (value === '') return fail({ kind: 'emptyField', field, detail: 'must not be empty' });
  }
  const flags = Number(flagsText);
  if (!FLAGS_PATTERN.test(flagsText) || !Number.isSafeInteger(flags)) {
    return fail({ kind: 'invalidFlags', field: 'FLAGS', detail: `'${flagsText}'` });
  }

  const result: Record<string, string | number> = {
    type,
    market,
    fromSymbol,
    toSymbol,
    flags,
  };
  let index = fixedCount;
  for (const spec of PRICE_OPTIONAL_FIELDS) {
    if ((mask & spec.mask) === 0) continue;
    const text = parts[index++] ?? '';
    if (spec.kind === 'text') {
      result[spec.key] = text;
      continue;
    }
    const value = parsePriceNumber(text);
    if (value === null) return fail({ kind: 'invalidNumber', field: spec.name, detail: `'${text}'` });
    result[spec.key] = value;
  }
  return { ok: true, value: result as unknown as PriceMessage };
}

/** For callers that prefer exceptions: throws PriceMessageError with the same issue. */
export function parsePriceMessageOrThrow(message: unknown): PriceMessage {
  const parsed = parsePriceMessage(message);
  if (!parsed.ok) throw new PriceMessageError(parsed.error);
  return parsed.value;
}
