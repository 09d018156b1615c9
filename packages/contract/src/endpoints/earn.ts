import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { idField } from '../fields';
import { amountField, listQuery } from './transactions';

/** One coin Earn is open for (docs/decisions/0011-earn.md). Coins not listed have Earn disabled. */
export const earnRate = lazily(() =>
  z.object({
    coinCode: z.string(),
    /** Simple yearly interest in percent ("4", "3.5"), paid daily as balance × rate / 100 / 365. */
    rate: z.string(),
    /** The smallest deposit, and the smallest withdrawal unless it takes everything out. */
    minAmount: z.string(),
  }),
);
export type EarnRate = z.infer<ReturnType<typeof earnRate>>;

export const getInterestRates = endpoint({
  method: 'GET',
  path: '/investment/interestRate',
  summary: 'The yearly Earn rate of every coin Earn is open for',
  tag: 'earn',
  auth: true,
  response: () => z.array(earnRate()),
});

/**
 * Spec section 3, Investment: an amount moved from a wallet into Earn. A withdrawal marks the oldest
 * investments removed (splitting one in two when it takes part of it), so the amounts of those without
 * `removedAt` always add up to what is invested.
 */
export const investment = lazily(() =>
  z.object({
    id: z.string(),
    WalletId: z.string(),
    coinCode: z.string(),
    amount: z.string(),
    /** EUR value when invested, 2 decimals. */
    amountEUR: z.string(),
    createdAt: z.string(),
    removedAt: z.nullable(z.string()),
  }),
);
export type InvestmentView = z.infer<ReturnType<typeof investment>>;

/**
 * Spec section 3, Interest: one day's interest credited to the wallet, with an investment's fields but
 * `removedAt` (`amountEUR` is its value when credited). `id` is its INTEREST transaction's id.
 */
export const interest = lazily(() => z.omit(investment(), { removedAt: true }));
export type InterestView = z.infer<ReturnType<typeof interest>>;

const earnMove = lazily(() => z.object({ walletId: idField(), amount: amountField() }));

export const invest = endpoint({
  method: 'POST',
  path: '/investment',
  summary: 'Move an amount from a wallet into Earn (investment_disabled, balance_not_enough, amount_too_low)',
  tag: 'earn',
  auth: true,
  idempotent: true,
  body: () => earnMove(),
  response: () => investment(),
});

export const withdrawInvestment = endpoint({
  method: 'DELETE',
  path: '/investment',
  summary:
    'Move an amount from Earn back to its wallet (balance_not_enough, amount_too_low); answers the investments it removed',
  tag: 'earn',
  auth: true,
  idempotent: true,
  body: () => earnMove(),
  response: () => z.array(investment()),
});

export const listInvestments = endpoint({
  method: 'GET',
  path: '/investment',
  summary: "Every investment of the signed-in user's wallets, newest first by default",
  tag: 'earn',
  auth: true,
  query: () => listQuery(),
  response: () => z.array(investment()),
});

export const listInterests = endpoint({
  method: 'GET',
  path: '/investment/interest',
  summary: "Every interest credited to the signed-in user's wallets, newest first by default",
  tag: 'earn',
  auth: true,
  query: () => listQuery(),
  response: () => z.array(interest()),
});

export const listWalletInvestments = endpoint({
  method: 'GET',
  path: '/wallet/{id}/investments',
  summary: "One wallet's investments",
  tag: 'earn',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => listQuery(),
  response: () => z.array(investment()),
});

export const listWalletInterests = endpoint({
  method: 'GET',
  path: '/wallet/{id}/interests',
  summary: "One wallet's interests",
  tag: 'earn',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => listQuery(),
  response: () => z.array(interest()),
});
