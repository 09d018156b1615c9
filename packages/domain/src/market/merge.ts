import { PRICE_OPTIONAL_FIELDS, type PriceMessage } from './fields';

/**
 * CCCAGG current updates carry only the fields that changed, so a display keeps the last full
 * picture and lays each update over it (same pair and market assumed; the fixed fields follow the
 * update).
 */
export function mergePriceUpdate(previous: PriceMessage | null, update: PriceMessage): PriceMessage {
  if (previous === null) return update;
  const merged: Record<string, unknown> = { ...previous };
  merged.type = update.type;
  merged.market = update.market;
  merged.fromSymbol = update.fromSymbol;
  merged.toSymbol = update.toSymbol;
  merged.flags = update.flags;
  for (const spec of PRICE_OPTIONAL_FIELDS) {
    const value = update[spec.key];
    if (value !== undefined) merged[spec.key] = value;
  }
  return merged as unknown as PriceMessage;
}
