/** Card fields of section 3 that an order needs. */
export interface CardOrder {
  readonly status?: string | null;
  readonly deliveryStreet?: string | null;
  readonly deliveryStreetNumber?: string | null;
  readonly deliveryTown?: string | null;
  readonly deliveryPostCode?: string | null;
  readonly deliveryCountry?: string | null;
}

/**
 * The "four delivery address fields" of section 4. deliveryCountry is left out: cards ship to the
 * United Kingdom only (CARD_DELIVERY_COUNTRIES), so the country is fixed rather than filled in.
 */
export const CARD_ORDER_ADDRESS_FIELDS = [
  'deliveryStreet',
  'deliveryStreetNumber',
  'deliveryTown',
  'deliveryPostCode',
] as const satisfies readonly (keyof CardOrder)[];

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Section 4: complete when the status and the four address fields are filled (blank text is not). */
export function isCardOrderComplete(card: CardOrder | null | undefined): boolean {
  if (!card) return false;
  return filled(card.status) && CARD_ORDER_ADDRESS_FIELDS.every((field) => filled(card[field]));
}
