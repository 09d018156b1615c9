/**
 * Card status transitions (docs/decisions/0025-card-status-transitions.md). Who may ask: the card
 * holder through PUT /card/{id}/status and /unblockPin, or the operator (ops) and the issuer. Anything
 * not in the table is refused with `card_status_invalid`.
 */
export const CARD_STATUS_VALUES = [
  'NOT_ACTIVATED',
  'ACTIVE',
  'PIN_BLOCKED',
  'SUSPENDED',
  'LOST',
  'STOLEN',
  'RISK',
  'FRAUD',
] as const;
export type CardStatusValue = (typeof CARD_STATUS_VALUES)[number];
export type CardActor = 'holder' | 'operator';

/** Reported cards are final: nothing moves them again, and a new card may be ordered. */
export const CARD_FINAL_STATUSES = ['LOST', 'STOLEN', 'FRAUD'] as const;

const LIVE: readonly CardStatusValue[] = ['NOT_ACTIVATED', 'ACTIVE', 'PIN_BLOCKED', 'SUSPENDED'];

/** from -> to -> who may make the move. */
const TABLE: Readonly<Partial<Record<CardStatusValue, Partial<Record<CardStatusValue, readonly CardActor[]>>>>> = {
  NOT_ACTIVATED: {
    ACTIVE: ['holder'],
    LOST: ['holder', 'operator'],
    STOLEN: ['holder', 'operator'],
    RISK: ['operator'],
    FRAUD: ['operator'],
  },
  ACTIVE: {
    SUSPENDED: ['holder', 'operator'],
    PIN_BLOCKED: ['operator'],
    LOST: ['holder', 'operator'],
    STOLEN: ['holder', 'operator'],
    RISK: ['operator'],
    FRAUD: ['operator'],
  },
  SUSPENDED: {
    ACTIVE: ['holder', 'operator'],
    LOST: ['holder', 'operator'],
    STOLEN: ['holder', 'operator'],
    RISK: ['operator'],
    FRAUD: ['operator'],
  },
  PIN_BLOCKED: {
    ACTIVE: ['operator'],
    SUSPENDED: ['holder', 'operator'],
    LOST: ['holder', 'operator'],
    STOLEN: ['holder', 'operator'],
    RISK: ['operator'],
    FRAUD: ['operator'],
  },
  RISK: {
    ACTIVE: ['operator'],
    SUSPENDED: ['operator'],
    FRAUD: ['operator'],
    LOST: ['operator'],
    STOLEN: ['operator'],
  },
};

/** Whether `actor` may move a card from `from` to `to` (PIN_BLOCKED to ACTIVE for the holder is `canUnblockPin`). */
export function canChangeCardStatus(from: string, to: string, actor: CardActor): boolean {
  const row = TABLE[from as CardStatusValue];
  return row?.[to as CardStatusValue]?.includes(actor) ?? false;
}

/** PUT /card/{id}/unblockPin: only a PIN-blocked card, back to ACTIVE. */
export function canUnblockPin(from: string): boolean {
  return from === 'PIN_BLOCKED';
}

/** Activation from NOT_ACTIVATED needs the printed last digits and CVC2. */
export function activationNeedsCvc(from: string, to: string): boolean {
  return from === 'NOT_ACTIVATED' && to === 'ACTIVE';
}

export function isFinalCardStatus(status: string): boolean {
  return (CARD_FINAL_STATUSES as readonly string[]).includes(status);
}

/** A card that counts as the user's one card (not reported). */
export function isLiveCardStatus(status: string): boolean {
  return LIVE.includes(status as CardStatusValue) || status === 'RISK';
}

/** Why an authorisation on a card in `status` is declined, or null when the card may spend. */
export function cardSpendBlock(status: string): 'card_reported' | 'card_not_active' | null {
  if (status === 'ACTIVE') return null;
  if (isFinalCardStatus(status) || status === 'RISK') return 'card_reported';
  return 'card_not_active';
}
