/** Section 4: the card status meaning "no card yet". */
export const NOT_CREATED = 'NOT_CREATED';

/** Statuses the documents collapse into a plain BLOCKED (section 4). */
export const CARD_BLOCKED_STATUSES = ['SUSPENDED', 'STOLEN', 'LOST', 'RISK', 'FRAUD'] as const;

/** Label of a card status in PDF documents; unknown statuses pass through unchanged. */
export function cardStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return 'UNKNOWN';
  if (status === 'NOT_ACTIVATED') return 'NOT ACTIVATED';
  if (status === 'PIN_BLOCKED') return 'BLOCKED PIN';
  if ((CARD_BLOCKED_STATUSES as readonly string[]).includes(status)) return 'BLOCKED';
  return status;
}

export function hasCard(status: string | null | undefined): boolean {
  return typeof status === 'string' && status !== '' && status !== NOT_CREATED;
}

/** Section 4: account status printed in documents. */
export function accountStatusLabel(identityConfirmed: boolean): 'Active' | 'InActive' {
  return identityConfirmed ? 'Active' : 'InActive';
}
