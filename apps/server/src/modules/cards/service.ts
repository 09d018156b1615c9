import { randomUUID } from 'node:crypto';
import type { CardView } from '@coffer/contract';
import {
  activationNeedsCvc,
  CARD_LIMIT_MAX,
  type CardActor,
  canChangeCardStatus,
  canUnblockPin,
  TERMS_VERSION_CARD,
} from '@coffer/domain';
import { isValid as isUkPostcode, toNormalised } from 'postcode';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { cardIssuer, type IssuerCardStatus } from '../../providers/card-issuer/index';
import type { Services } from '../../services';
import { requireIdentityConfirmed } from '../kyc/gate';
import { CARD_COLUMNS, CARD_FROM, type CardRow, findOwnCard, ownCardView } from './records';

interface Delivery {
  deliveryStreet?: string | undefined;
  deliveryStreetNumber?: string | undefined;
  deliveryTown?: string | undefined;
  deliveryPostCode?: string | undefined;
  deliveryCountry?: 'GB' | undefined;
}

function badField(path: string, message: string): AppError {
  return new AppError('bad_params', message, { issues: [{ path, code: 'custom', message }] });
}

/** A UK postcode in its normal form (`postcode` library), or `bad_params` on deliveryPostCode. */
function ukPostcode(text: string): string {
  if (!isUkPostcode(text)) throw badField('deliveryPostCode', 'Not a UK postcode');
  return toNormalised(text) ?? text.toUpperCase();
}

async function ownWalletIn(services: Services, userId: string, coinCode: string): Promise<string> {
  const [wallet] = await services.db.query<{ id: string }>('SELECT id FROM wallets WHERE user_id = $1 AND coin = $2', [
    userId,
    coinCode.toUpperCase(),
  ]);
  if (!wallet) throw badField('coinCode', 'Open a wallet in this coin first');
  return wallet.id;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * POST /card/order: identity confirmed (`kyc_not_confirmed`), card terms accepted, one live card
 * (`card_already_exist`, also under a race: the cards_one_live index), a UK address, a funding wallet.
 */
export async function orderCard(
  services: Services,
  user: UserRow,
  body: Required<Omit<Delivery, 'deliveryCountry'>> & { coinCode: string; monthlyLimit?: number | undefined },
): Promise<CardView> {
  const { db } = services;
  await requireIdentityConfirmed(db, user.id, 'cardOrder', services.config.kycGatedActions);
  if (user.termsCardVersion !== TERMS_VERSION_CARD) throw badField('termsCardVersion', 'Accept the card terms first');
  const [live] = await db.query(
    "SELECT 1 FROM cards WHERE user_id = $1 AND status NOT IN ('LOST', 'STOLEN', 'FRAUD')",
    [user.id],
  );
  if (live) throw new AppError('card_already_exist', 'You already have a card');
  const walletId = await ownWalletIn(services, user.id, body.coinCode);
  const postCode = ukPostcode(body.deliveryPostCode);
  const now = services.now();
  const issued = await cardIssuer(services).createCard({ now });
  const id = randomUUID();
  try {
    await db.query(
      `INSERT INTO cards (id, user_id, wallet_id, issuer_token, last4, expiration, status, monthly_limit, delivery_street,
         delivery_street_number, delivery_town, delivery_post_code, delivery_country, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'NOT_ACTIVATED', $7, $8, $9, $10, $11, 'GB', $12, $12)`,
      [
        id,
        user.id,
        walletId,
        issued.token,
        issued.last4,
        issued.expiration,
        body.monthlyLimit ?? CARD_LIMIT_MAX,
        body.deliveryStreet,
        body.deliveryStreetNumber,
        body.deliveryTown,
        postCode,
        now,
      ],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('card_already_exist', 'You already have a card');
    throw error;
  }
  return ownCardView(db, user.id, id, now);
}

/** PUT /card/{id}: the address only before shipping; the limit and funding coin while the card is not reported. */
export async function updateCard(
  services: Services,
  userId: string,
  cardId: string,
  body: Delivery & { coinCode?: string | undefined; monthlyLimit?: number | undefined },
): Promise<CardView> {
  const card = await findOwnCard(services.db, userId, cardId);
  if (['LOST', 'STOLEN', 'FRAUD'].includes(card.status))
    throw new AppError('card_status_invalid', 'This card is closed');
  const addressChange = [body.deliveryStreet, body.deliveryStreetNumber, body.deliveryTown, body.deliveryPostCode].some(
    (v) => v !== undefined,
  );
  if (addressChange && card.shipped_at !== null) {
    throw new AppError('card_status_invalid', 'The card has shipped: its address cannot change');
  }
  const walletId = body.coinCode ? await ownWalletIn(services, userId, body.coinCode) : null;
  const postCode = body.deliveryPostCode ? ukPostcode(body.deliveryPostCode) : null;
  const now = services.now();
  await services.db.query(
    `UPDATE cards SET wallet_id = COALESCE($3, wallet_id), monthly_limit = COALESCE($4, monthly_limit),
       delivery_street = COALESCE($5, delivery_street), delivery_street_number = COALESCE($6, delivery_street_number),
       delivery_town = COALESCE($7, delivery_town), delivery_post_code = COALESCE($8, delivery_post_code), updated_at = $9
     WHERE id = $1 AND user_id = $2`,
    [
      cardId,
      userId,
      walletId,
      body.monthlyLimit ?? null,
      body.deliveryStreet ?? null,
      body.deliveryStreetNumber ?? null,
      body.deliveryTown ?? null,
      postCode,
      now,
    ],
  );
  return ownCardView(services.db, userId, cardId, now);
}

/** Moves a card's status if the table allows it and nobody moved it meanwhile; tells the issuer. */
async function moveStatus(services: Services, card: CardRow, to: IssuerCardStatus): Promise<void> {
  const rows = await services.db.query(
    'UPDATE cards SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2 RETURNING id',
    [card.id, card.status, to, services.now()],
  );
  if (!rows.length) throw new AppError('card_status_invalid', 'The card changed meanwhile');
  await cardIssuer(services).setStatus(card.issuer_token, to);
}

/**
 * PUT /card/{id}/status and the operator's `card status`: the transition table of decision 0025.
 * Activation needs the card shipped and its printed last digits and CVC2 (`invalid_card_cvc2`).
 */
export async function changeStatus(
  services: Services,
  card: CardRow,
  input: { status: string; lastDigits?: string | undefined; cvc2?: string | undefined },
  actor: CardActor,
): Promise<void> {
  const to = input.status as IssuerCardStatus;
  if (!canChangeCardStatus(card.status, to, actor)) {
    throw new AppError('card_status_invalid', `A ${card.status} card cannot become ${to}`);
  }
  if (activationNeedsCvc(card.status, to)) {
    if (card.shipped_at === null) throw new AppError('card_status_invalid', 'The card has not shipped yet');
    if (!input.lastDigits || !input.cvc2) throw badField('cvc2', 'The last four digits and the CVC2 activate the card');
    if (!(await cardIssuer(services).checkActivation(card.issuer_token, input.lastDigits, input.cvc2))) {
      throw new AppError('invalid_card_cvc2', 'The digits or the CVC2 do not match the card');
    }
  }
  await moveStatus(services, card, to);
}

/** PUT /card/{id}/unblockPin: PIN_BLOCKED back to ACTIVE at the issuer and here. */
export async function unblockPin(services: Services, card: CardRow): Promise<void> {
  if (!canUnblockPin(card.status)) throw new AppError('card_status_invalid', 'The PIN is not blocked');
  await cardIssuer(services).unblockPin(card.issuer_token);
  const rows = await services.db.query(
    "UPDATE cards SET status = 'ACTIVE', updated_at = $2 WHERE id = $1 AND status = 'PIN_BLOCKED' RETURNING id",
    [card.id, services.now()],
  );
  if (!rows.length) throw new AppError('card_status_invalid', 'The card changed meanwhile');
}

/** The user's one live card (ops commands), or null. */
export async function liveCardOf(services: Pick<Services, 'db'>, userId: string): Promise<CardRow | null> {
  const [row] = await services.db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.user_id = $1 ORDER BY (c.status IN ('LOST', 'STOLEN', 'FRAUD')), c.created_at DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}
