import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Operator switches and instance facts (maintenance mode, published app version, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Per-coin operator switches (migration 0010, docs/decisions/0017-coin-maintenance.md); no row means open.
export const coinFlags = pgTable('coin_flags', {
  coin: text('coin').primaryKey(),
  maintenance: boolean('maintenance').notNull().default(false),
  deposit: boolean('deposit').notNull().default(true),
  withdraw: boolean('withdraw').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  countryCode: text('country_code').notNull(),
  language: text('language').notNull(),
  mobile: text('mobile'),
  verifyMobile: boolean('verify_mobile').notNull().default(false),
  nationality: text('nationality'),
  birthday: text('birthday'),
  verifyEmail: boolean('verify_email').notNull().default(false),
  active: boolean('active').notNull().default(true),
  banned: boolean('banned').notNull().default(false),
  termsVersion: text('terms_version'),
  termsInvestmentVersion: text('terms_investment_version'),
  termsCardVersion: text('terms_card_version'),
  deliveryStreet: text('delivery_street'),
  deliveryStreetNumber: text('delivery_street_number'),
  deliveryTown: text('delivery_town'),
  deliveryPostCode: text('delivery_post_code'),
  deliveryCountry: text('delivery_country'),
  referralCode: text('referral_code').notNull().unique(),
  referredBy: uuid('referred_by'),
  twoFactorSecret: text('two_factor_secret'),
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  identityConfirmed: boolean('identity_confirmed').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  tier: text('tier').notNull().default('TIER_0'),
  specialTier: text('special_tier'),
  tierChangedAt: timestamp('tier_changed_at', { withTimezone: true }),
  createdAt: createdAt(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  deviceId: text('device_id'),
  appsFlyerId: text('apps_flyer_id'),
  appVersion: text('app_version'),
  userAgent: text('user_agent'),
  // Parsed from the user agent when the session opens (migration 0011).
  browser: text('browser'),
  os: text('os'),
  device: text('device'),
  ip: text('ip'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
export type SessionRow = typeof sessions.$inferSelect;

export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  target: text('target'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Counted per email address attempted, known or not (migration 0011, docs/decisions/0019-terms-and-lockout.md).
export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  userId: uuid('user_id'),
  ip: text('ip'),
  createdAt: createdAt(),
  liftedAt: timestamp('lifted_at', { withTimezone: true }),
});

// Request limits shared by every instance on PostgreSQL (migration 0014, docs/decisions/0022-atomic-lockout-and-shared-limits.md).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const bannedIps = pgTable('banned_ips', {
  ip: text('ip').primaryKey(),
  createdAt: createdAt(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  channel: text('channel').notNull(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

// Ledger (migration 0003, docs/decisions/0006-ledger.md). Write through modules/ledger only: it keeps the
// balances, pending debits and balance_after consistent with the postings.
const atomic = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  coin: text('coin').notNull(),
  kind: text('kind').$type<'user' | 'system'>().notNull(),
  code: text('code').notNull(),
  ownerId: uuid('owner_id'),
  balance: atomic('balance').notNull().default(0n),
  debitsPending: atomic('debits_pending').notNull().default(0n),
  noOverdraft: boolean('no_overdraft').notNull(),
  createdAt: createdAt(),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  status: text('status').$type<'posted' | 'pending' | 'posted_from_pending' | 'voided'>().notNull(),
  pendingId: uuid('pending_id'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  transferId: uuid('transfer_id').notNull(),
  accountId: uuid('account_id').notNull(),
  coin: text('coin').notNull(),
  amount: atomic('amount').notNull(),
  balanceAfter: atomic('balance_after'),
  createdAt: createdAt(),
});

// Wallets (migration 0004, docs/decisions/0008-wallets-and-prices.md): a user's ledger account in one
// coin and where it receives money. Balances are read from the ledger.
export const wallets = pgTable('wallets', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  coin: text('coin').notNull(),
  ledgerAccountId: uuid('ledger_account_id').notNull(),
  number: bigint('number', { mode: 'bigint' }).notNull(),
  address: text('address').notNull(),
  extra: jsonb('extra')
    .$type<{ tag?: string; bic?: string; sortCode?: string; accountNumber?: string }>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
});
export type WalletRow = typeof wallets.$inferSelect;

// Exchanges (migration 0006, docs/decisions/0010-exchange.md): the user-facing record of an exchange
// between two of a user's wallets; its money is the ledger transfer `transferId`.
export const exchanges = pgTable('exchanges', {
  id: uuid('id').primaryKey(),
  seq: bigserial('seq', { mode: 'bigint' }).notNull(),
  userId: uuid('user_id').notNull(),
  walletFromId: uuid('wallet_from_id').notNull(),
  walletToId: uuid('wallet_to_id').notNull(),
  fromCoin: text('from_coin').notNull(),
  toCoin: text('to_coin').notNull(),
  amountFrom: atomic('amount_from').notNull(),
  amountTo: atomic('amount_to').notNull(),
  amountEur: atomic('amount_eur').notNull(),
  rate: text('rate').notNull(),
  transferId: uuid('transfer_id').notNull(),
  transactionCashback: uuid('transaction_cashback'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
