/**
 * What Coffer needs of a card issuer (Marqeta, Lithic and Stripe Issuing are the models): cards are
 * created, activated and switched by their token; the number, CVC2 and PIN never leave the issuer,
 * except inside the issuer's own card-details page. Inbound events (authorisation requests, advices,
 * clearings, refunds, ATM withdrawals) arrive with the issuer's event id (modules/cards/events.ts).
 */
export interface IssuedCard {
  /** The issuer's handle for the card; the only reference Coffer stores. */
  token: string;
  last4: string;
  /** MM/YY. */
  expiration: string;
}

export type IssuerCardStatus =
  | 'NOT_ACTIVATED'
  | 'ACTIVE'
  | 'PIN_BLOCKED'
  | 'SUSPENDED'
  | 'LOST'
  | 'STOLEN'
  | 'RISK'
  | 'FRAUD';

export interface CardDetailsSession {
  /** Same-origin path of the issuer's page; works once, until `expiresAt`. */
  url: string;
  expiresAt: Date;
}

export interface CardIssuer {
  createCard(input: { now: Date }): Promise<IssuedCard>;
  /** Whether the printed last four digits and CVC2 match the card (the activation check). */
  checkActivation(token: string, lastDigits: string, cvc2: string): Promise<boolean>;
  setStatus(token: string, status: IssuerCardStatus): Promise<void>;
  unblockPin(token: string): Promise<void>;
  openDetailsSession(token: string, input: { theme: 'light' | 'dark'; now: Date }): Promise<CardDetailsSession>;
}

/** Sandbox-only extras: what a tester (ops) needs that a real issuer never gives Coffer. */
export interface SandboxCardIssuer extends CardIssuer {
  revealForTester(token: string): Promise<{ pan: string; cvc2: string; expiration: string } | null>;
  /** The details page for a handle (consumed), or null when unknown, used or expired. */
  consumeDetailsSession(handle: string, now: Date): Promise<string | null>;
}
