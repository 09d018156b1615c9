import { CARD_LIMIT_MAX, CARD_LIMIT_MIN, CARD_STATUS_VALUES } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField } from '../fields';
import { listQuery } from './transactions';
import { coinCodeField } from './wallets';

/** Card statuses (spec section 4; docs/decisions/0025 has the transitions). NOT_CREATED is the client's "no card". */
export const CARD_STATUSES = CARD_STATUS_VALUES;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_OPERATION_TYPES = ['PURCHASE', 'ATM', 'REFUND'] as const;
export const CARD_OPERATION_STATUSES = ['AUTHORIZED', 'CONFIRMED', 'CANCELED', 'REJECTED', 'REFUNDED'] as const;

/** Spec section 3, Card. `pan` is the masked number: Coffer never holds the full one. */
export const card = z.object({
  id: z.string(),
  coinCode: z.string(),
  walletId: z.string(),
  pan: z.string(),
  lastDigits: z.string(),
  status: z.enum(CARD_STATUSES),
  expiration: z.string(),
  /** Whole EUR per calendar month. */
  monthlyLimit: z.int(),
  /** EUR spent this UTC month (domain `monthlyCardSpend`), 2 decimals. */
  monthlySpend: z.string(),
  shipped: z.boolean(),
  createdAt: z.string(),
  deliveryStreet: z.string(),
  deliveryStreetNumber: z.string(),
  deliveryTown: z.string(),
  deliveryPostCode: z.string(),
  deliveryCountry: z.string(),
});
export type CardView = z.infer<typeof card>;

/** Spec section 3, Card operation; `side` and the category come from the domain and the mcc catalogue. */
export const cardOperation = z.object({
  id: z.string(),
  cardId: z.string(),
  walletId: z.string(),
  type: z.enum(CARD_OPERATION_TYPES),
  status: z.enum(CARD_OPERATION_STATUSES),
  side: z.enum(['OUTGOING', 'INCOMING']),
  /** In the funding wallet's coin. */
  amount: z.string(),
  coinCode: z.string(),
  transactionAmount: z.string(),
  transactionCurrency: z.string(),
  amountEUR: z.string(),
  fees: z.string(),
  country: z.nullable(z.string()),
  merchantId: z.nullable(z.string()),
  merchantName: z.nullable(z.string()),
  merchantCategoryCode: z.nullable(z.string()),
  merchantCategory: z.nullable(z.string()),
  /** Why the issuer's request was declined (REJECTED only). */
  declineReason: z.nullable(z.string()),
  /** The purchase a refund gives money back for. */
  parentId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CardOperationView = z.infer<typeof cardOperation>;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const deliveryFields = {
  deliveryStreet: text(128),
  deliveryStreetNumber: text(16),
  deliveryTown: text(64),
  /** A UK postcode (checked by the `postcode` library on the server). */
  deliveryPostCode: text(10),
  /** Cards ship to the United Kingdom only (spec section 9). */
  deliveryCountry: z.literal('GB'),
};
const limitField = z.coerce.number().check(z.int(), z.gte(CARD_LIMIT_MIN), z.lte(CARD_LIMIT_MAX));

export const listCards = endpoint({
  method: 'GET',
  path: '/card',
  summary: "The signed-in user's cards, newest first",
  tag: 'cards',
  auth: true,
  response: () => z.array(card),
});

export const getCard = endpoint({
  method: 'GET',
  path: '/card/{id}',
  summary: 'One card of the signed-in user',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => card,
});

export const orderCard = endpoint({
  method: 'POST',
  path: '/card/order',
  summary: 'Order a card (identity confirmed, card terms accepted, one live card), funded by one wallet',
  tag: 'cards',
  auth: true,
  body: () => z.object({ coinCode: coinCodeField(), monthlyLimit: z.optional(limitField), ...deliveryFields }),
  response: () => card,
});

export const updateCard = endpoint({
  method: 'PUT',
  path: '/card/{id}',
  summary: 'Change the delivery address (before shipping), the monthly limit or the funding coin',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  body: () =>
    z
      .partial(z.object({ coinCode: coinCodeField(), monthlyLimit: limitField, ...deliveryFields }))
      .check(z.refine((b) => Object.keys(b).length > 0, 'Nothing to change')),
  response: () => card,
});

export const changeCardStatus = endpoint({
  method: 'PUT',
  path: '/card/{id}/status',
  summary: 'Activate (with the last digits and CVC2), freeze, unfreeze, or report lost or stolen',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  body: () =>
    z.object({
      status: z.enum(['ACTIVE', 'SUSPENDED', 'LOST', 'STOLEN', 'RISK', 'FRAUD', 'PIN_BLOCKED', 'NOT_ACTIVATED']),
      lastDigits: z.optional(z.string().check(z.regex(/^\d{4}$/, 'Four digits'))),
      cvc2: z.optional(z.string().check(z.regex(/^\d{3}$/, 'Three digits'))),
    }),
  response: () => card,
});

export const unblockCardPin = endpoint({
  method: 'PUT',
  path: '/card/{id}/unblockPin',
  summary: 'Unblock a PIN blocked by wrong tries (PIN_BLOCKED to ACTIVE)',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => card,
});

export const cardDetailsFrame = endpoint({
  method: 'GET',
  path: '/card/{id}/iframe/{param}',
  summary: "A single-use, short-lived URL of the issuer's card-details page (param: light or dark)",
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField(), param: z.enum(['light', 'dark']) }),
  response: () => z.object({ url: z.string(), expiresAt: z.string() }),
});

export const cardOperationQuery = z.extend(listQuery(), {
  type: z.optional(z.enum(CARD_OPERATION_TYPES)),
  status: z.optional(z.enum(CARD_OPERATION_STATUSES)),
  cardId: z.optional(idField()),
});
export type CardOperationQuery = z.input<typeof cardOperationQuery>;

export const listWalletCardOperations = endpoint({
  method: 'GET',
  path: '/wallet/{id}/cardOperations',
  summary: 'The card operations a wallet funded, newest first by default',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => cardOperationQuery,
  response: () => z.array(cardOperation),
});

export const listCardOperations = endpoint({
  method: 'GET',
  path: '/cardOperation',
  summary: 'Every card operation of the signed-in user',
  tag: 'cards',
  auth: true,
  query: () => cardOperationQuery,
  response: () => z.array(cardOperation),
});

export const getCardOperation = endpoint({
  method: 'GET',
  path: '/cardOperation/{id}',
  summary: 'One card operation of the signed-in user',
  tag: 'cards',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => cardOperation,
});
