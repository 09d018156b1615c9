import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';

/**
 * The actions that need a confirmed identity (issue 14: a regulated wallet lets nobody order a card or
 * move money out of Coffer before it knows who they are). Internal sends, exchange and Earn stay open.
 */
export const KYC_GATED_ACTIONS = ['cardOrder', 'withdrawal'] as const;
export type KycGatedAction = (typeof KYC_GATED_ACTIONS)[number];

/** Parses KYC_GATED_ACTIONS ("cardOrder,withdrawal", or "none"); null when a name is unknown. */
export function parseKycGatedActions(text: string): ReadonlySet<KycGatedAction> | null {
  const trimmed = text.trim();
  if (trimmed === 'none') return new Set();
  const names = trimmed.split(',').map((name) => name.trim());
  const known = (name: string): name is KycGatedAction => (KYC_GATED_ACTIONS as readonly string[]).includes(name);
  return names.every(known) ? new Set(names) : null;
}

type Reader = Pick<Database, 'query'>;

/** Whether the user's identity is confirmed (no KYC record: never started, so not confirmed). */
export async function identityConfirmed(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db.query<{ identity_confirmed: boolean }>(
    'SELECT identity_confirmed FROM kyc_records WHERE user_id = $1',
    [userId],
  );
  return row?.identity_confirmed === true;
}

/**
 * Refuses a gated action with `kyc_not_confirmed` until the identity is confirmed. Pass
 * `services.config.kycGatedActions` as `gated` so the KYC_GATED_ACTIONS setting applies (without it
 * every action is gated).
 */
export async function requireIdentityConfirmed(
  db: Reader,
  userId: string,
  action: KycGatedAction,
  gated: ReadonlySet<KycGatedAction> = ALL_GATED,
): Promise<void> {
  if (!gated.has(action)) return;
  if (!(await identityConfirmed(db, userId))) {
    throw new AppError('kyc_not_confirmed', 'Verify your identity first');
  }
}

const ALL_GATED: ReadonlySet<KycGatedAction> = new Set(KYC_GATED_ACTIONS);

/** Test and sandbox helper: marks a user's identity confirmed (creating the record if needed). */
export async function confirmIdentity(db: Reader, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO kyc_records (user_id, status, identity_confirmed) VALUES ($1, 'APPROVED', true)
     ON CONFLICT (user_id) DO UPDATE SET status = 'APPROVED', identity_confirmed = true, updated_at = now()`,
    [userId],
  );
}
