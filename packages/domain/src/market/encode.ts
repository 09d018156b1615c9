import { PriceMessageError } from './errors';
import { PRICE_FIELD_SEPARATOR, PRICE_OPTIONAL_FIELDS, type PriceMessage } from './fields';

function formatNumber(value: number, field: string): string {
  if (!Number.isFinite(value)) throw new PriceMessageError({ kind: 'invalidNumber', field, detail: String(value) });
  // String() is the shortest text that reads back to the same double; only -0 needs help.
  return Object.is(value, -0) ? '-0' : String(value);
}

function checkText(value: string, field: string, allowEmpty: boolean): string {
  if (!allowEmpty && value === '')
    throw new PriceMessageError({ kind: 'emptyField', field, detail: 'must not be empty' });
  if (value.includes(PRICE_FIELD_SEPARATOR)) {
    throw new PriceMessageError({ kind: 'separatorInText', field, detail: `'${value}'` });
  }
  return value;
}

/**
 * Writes a message the parser reads back to an equal value. Fields left undefined are omitted and
 * their mask bit cleared. Throws PriceMessageError for values the format cannot carry.
 */
export function encodePriceMessage(message: PriceMessage): string {
  if (!Number.isSafeInteger(message.flags) || message.flags < 0) {
    throw new PriceMessageError({ kind: 'invalidFlags', field: 'FLAGS', detail: String(message.flags) });
  }
  const parts = [
    checkText(message.type, 'TYPE', false),
    checkText(message.market, 'MARKET', false),
    checkText(message.fromSymbol, 'FROMSYMBOL', false),
    checkText(message.toSymbol, 'TOSYMBOL', false),
    String(message.flags),
  ];
  let mask = 0;
  for (const spec of PRICE_OPTIONAL_FIELDS) {
    const value = message[spec.key];
    if (value === undefined) continue;
    mask |= spec.mask;
    if (spec.kind === 'text') {
      parts.push(checkText(String(value), spec.name, true));
    } else if (typeof value === 'number') {
      parts.push(formatNumber(value, spec.name));
    } else {
      throw new PriceMessageError({ kind: 'invalidNumber', field: spec.name, detail: `'${String(value)}'` });
    }
  }
  parts.push(mask.toString(16).toUpperCase());
  return parts.join(PRICE_FIELD_SEPARATOR);
}
