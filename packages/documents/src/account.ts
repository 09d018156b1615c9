import {
  accountStatusLabel,
  cardStatusLabel,
  formatFiat,
  formatPdfDate,
  PDF_CONFIRMATION_PAGE,
  statementFileName,
} from '@coffer/domain';
import { type DocumentContext, documentFrame, generatedLine, resolveContext } from './common';
import type { Block, DocumentDescription } from './model';

/**
 * Section 9: the account confirmation substitutes defaults when a wallet gives no bank details. The
 * spec does not show the values; Coffer's are its (sandbox) bank's identifiers.
 */
export const ACCOUNT_DEFAULTS = { bic: 'CFFRLT2XXXX', sortCode: '309999', accountNumber: '00000000' } as const;

export interface AccountHolder {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string | null;
  readonly mobile?: string | null;
  readonly birthday?: string | null;
  /** When the account was opened (the activation date). */
  readonly createdAt?: string | null;
  readonly addressLines?: readonly (string | null | undefined)[];
}

export interface FiatAccount {
  readonly address?: string | null;
  readonly extra?: { readonly bic?: string; readonly sortCode?: string; readonly accountNumber?: string } | null;
}

export interface AccountInput {
  readonly holder: AccountHolder;
  readonly identityConfirmed: boolean;
  /** The EUR wallet (IBAN and BIC), when the user has one. */
  readonly eur?: FiatAccount | null;
  /** The GBP wallet (sort code and account number), when the user has one. */
  readonly gbp?: FiatAccount | null;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Section 5 display conditions: address lines, birthday, phone, email and activation date only when present. */
function holderFields(holder: AccountHolder, context: ReturnType<typeof resolveContext>): [string, string][] {
  const { texts, language } = context;
  const fields: [string, string][] = [[texts.name, `${holder.firstName} ${holder.lastName}`.trim()]];
  const lines = (holder.addressLines ?? []).filter(present);
  if (lines.length > 0) fields.push([texts.address, lines.join(', ')]);
  if (present(holder.birthday)) fields.push([texts.birthday, formatPdfDate(new Date(holder.birthday), language)]);
  if (present(holder.mobile)) fields.push([texts.phone, holder.mobile]);
  if (present(holder.email)) fields.push([texts.email, holder.email]);
  if (present(holder.createdAt)) {
    fields.push([texts.activationDate, formatPdfDate(new Date(holder.createdAt), language)]);
  }
  return fields;
}

/** Section 9 account confirmation: holder, EUR and GBP accounts, account status Active/InActive. */
export function buildAccountConfirmation(input: AccountInput, documentContext: DocumentContext): DocumentDescription {
  const context = resolveContext(documentContext);
  const { texts } = context;
  const blocks: Block[] = [
    { type: 'title', text: texts.accountConfirmation },
    { type: 'text', text: generatedLine(context) },
    { type: 'heading', text: texts.holder },
    { type: 'fields', rows: holderFields(input.holder, context) },
    { type: 'fields', rows: [[texts.accountStatus, accountStatusLabel(input.identityConfirmed)]] },
  ];
  if (input.eur) {
    blocks.push({ type: 'heading', text: texts.eurAccount });
    blocks.push({
      type: 'fields',
      rows: [
        ['BIC/SWIFT', present(input.eur.extra?.bic) ? input.eur.extra.bic : ACCOUNT_DEFAULTS.bic],
        ['IBAN', input.eur.address ?? ''],
        ['Currency', 'EUR'],
      ],
    });
  }
  if (input.gbp) {
    const extra = input.gbp.extra;
    blocks.push({ type: 'heading', text: texts.gbpAccount });
    blocks.push({
      type: 'fields',
      rows: [
        ['Sort Code', present(extra?.sortCode) ? extra.sortCode : ACCOUNT_DEFAULTS.sortCode],
        ['Account Number', present(extra?.accountNumber) ? extra.accountNumber : ACCOUNT_DEFAULTS.accountNumber],
        ['Currency', 'GBP'],
      ],
    });
  }
  const fileName = statementFileName('account', 'confirmation', context.now);
  return { ...documentFrame('account', PDF_CONFIRMATION_PAGE, texts.accountConfirmation, fileName, context), blocks };
}

export interface CardInput {
  readonly coinCode?: string | null;
  readonly pan: string | null;
  readonly status: string | null;
  /** As the card gives it: "MM/YY" or an ISO date. */
  readonly expiration: string | null;
  readonly deliveryStreet?: string | null;
  readonly deliveryStreetNumber?: string | null;
  readonly deliveryTown?: string | null;
  readonly deliveryPostCode?: string | null;
  readonly deliveryCountry?: string | null;
}

/** A card number as documents print it: only the last four digits. */
export function maskPan(pan: string | null | undefined): string {
  const digits = (pan ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `**** **** **** ${digits.slice(-4)}` : '****';
}

/** Expiry as MM/YY; a value that is not an ISO date is printed as the card gives it. */
function expiryText(expiration: string | null): string {
  if (!expiration) return '';
  if (!/^\d{4}-\d{2}/.test(expiration)) return expiration;
  return `${expiration.slice(5, 7)}/${expiration.slice(2, 4)}`;
}

/** Section 9 card confirmation: Number (masked), Status (domain label), Expiry, Delivery Address. */
export function buildCardConfirmation(card: CardInput, documentContext: DocumentContext): DocumentDescription {
  const context = resolveContext(documentContext);
  const street = [card.deliveryStreetNumber, card.deliveryStreet].filter(present).join(' ');
  const address = [street, card.deliveryTown, card.deliveryPostCode, card.deliveryCountry].filter(present).join(', ');
  const blocks: Block[] = [
    { type: 'title', text: context.texts.cardConfirmation },
    { type: 'text', text: generatedLine(context) },
    {
      type: 'table',
      columns: [
        { header: 'Number', width: 0.27, align: 'left' },
        { header: 'Status', width: 0.18, align: 'left' },
        { header: 'Expiry', width: 0.12, align: 'left' },
        { header: 'Delivery Address', width: 0.43, align: 'left' },
      ],
      rows: [[[maskPan(card.pan)], [cardStatusLabel(card.status)], [expiryText(card.expiration)], [address]]],
    },
  ];
  const fileName = statementFileName(card.coinCode ?? 'card', 'card-confirmation', context.now);
  return {
    ...documentFrame('card', PDF_CONFIRMATION_PAGE, context.texts.cardConfirmation, fileName, context),
    blocks,
  };
}

export interface BalanceSummaryInput {
  /** The display currency's code (EUR, GBP, USD...). */
  readonly currency: string;
  /** Decimal texts in the display currency. */
  readonly wallets: string;
  readonly investments: string;
  readonly tiers: string;
  readonly total: string;
}

/** Section 9 balance summary: Wallets, Investments, Tiers, Total Balance in the display currency. */
export function buildBalanceSummary(input: BalanceSummaryInput, documentContext: DocumentContext): DocumentDescription {
  const context = resolveContext(documentContext);
  const money = (value: string) => `${formatFiat(value, context.language)} ${input.currency}`;
  const blocks: Block[] = [
    { type: 'title', text: context.texts.balanceSummary },
    { type: 'text', text: generatedLine(context) },
    {
      type: 'table',
      columns: [
        { header: 'Wallets', width: 0.25, align: 'right' },
        { header: 'Investments', width: 0.25, align: 'right' },
        { header: 'Tiers', width: 0.25, align: 'right' },
        { header: 'Total Balance', width: 0.25, align: 'right' },
      ],
      rows: [[[money(input.wallets)], [money(input.investments)], [money(input.tiers)], [money(input.total)]]],
    },
  ];
  const fileName = statementFileName('balance', 'summary', context.now);
  return {
    ...documentFrame('balance', PDF_CONFIRMATION_PAGE, context.texts.balanceSummary, fileName, context),
    blocks,
  };
}
