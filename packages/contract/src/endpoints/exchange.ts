import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { idField } from '../fields';
import { amountField, listQuery } from './transactions';

/** A wallet coin code in a path, read case-insensitively ("btc" is BTC); an unknown one is `unknown_pair`. */
const coinParam = lazily(() =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,10}$/, 'A coin code such as BTC'), z.toUpperCase()),
);

/**
 * Spec section 3, Exchange rate, for selling `from` for `to` (docs/decisions/0010-exchange.md).
 * `rate` is units of `to` per unit of `from`, the oracle's mid rate less the platform's spread; send it
 * back unchanged with the exchange before `expiresAt`. Amounts are in `from`, with at most
 * `precisionAmount` decimals. Without a price for either coin, rate, limits and expiresAt are null.
 */
export const exchangeRate = lazily(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    minAmount: z.nullable(z.string()),
    maxAmount: z.nullable(z.string()),
    precisionAmount: z.int(),
    /** False when the pair or the whole exchange is switched off, or a price is missing. */
    exchangeable: z.boolean(),
    rate: z.nullable(z.string()),
    expiresAt: z.nullable(z.string()),
  }),
);
export type ExchangeRate = z.infer<ReturnType<typeof exchangeRate>>;

export const listExchangeRates = endpoint({
  method: 'GET',
  path: '/oracle/rates',
  summary: 'Every pair of wallet coins with its quoted rate, limits and whether it can be exchanged now',
  tag: 'exchange',
  auth: true,
  response: () => z.array(exchangeRate()),
});

export const getExchangeRate = endpoint({
  method: 'GET',
  path: '/oracle/rates/{from}/{to}',
  summary: 'One pair’s quoted rate (unknown_pair, pair_not_exchangeable, exchange_disabled, rate_unavailable)',
  tag: 'exchange',
  auth: true,
  params: () => z.object({ from: coinParam(), to: coinParam() }),
  response: () => exchangeRate(),
});

/** Spec section 3, Exchange, with its statement fields. Amounts are in each wallet's coin; amountEUR in cents' 2 decimals. */
export const exchange = lazily(() =>
  z.object({
    id: z.string(),
    WalletFromId: z.string(),
    WalletToId: z.string(),
    amountFrom: z.string(),
    amountTo: z.string(),
    /** The amount sold's EUR value at the quote. */
    amountEUR: z.string(),
    rate: z.string(),
    createdAt: z.string(),
    /** The CASHBACK_EXCHANGE transaction the tier's cashback was paid with, or null when none was due. */
    transactionCashback: z.nullable(z.string()),
    fromCoinCode: z.string(),
    toCoinCode: z.string(),
    /**
     * In a wallet's list, as that wallet sees it: SELL when its coin was sold, BUY when bought.
     * Elsewhere as a market names it: SELL when crypto is sold for fiat, BUY otherwise.
     */
    side: z.enum(['BUY', 'SELL']),
  }),
);
export type ExchangeView = z.infer<ReturnType<typeof exchange>>;

export const createExchange = endpoint({
  method: 'POST',
  path: '/exchange',
  summary: 'Exchange an amount between two of your wallets at a rate quoted within its validity (rate_expired)',
  tag: 'exchange',
  auth: true,
  idempotent: true,
  body: () =>
    z.object({
      walletFromId: idField(),
      walletToId: idField(),
      /** In the from-wallet's coin, with at most the pair's precisionAmount decimals. */
      amount: amountField(),
      /** The `rate` of a quote, as it was sent. */
      rate: z.string().check(z.trim(), z.regex(/^\d{1,40}(\.\d{1,40})?$/, 'A rate as quoted: digits and a dot')),
    }),
  response: () => exchange(),
});

export const listExchanges = endpoint({
  method: 'GET',
  path: '/exchange',
  summary: "The signed-in user's exchanges, newest first by default",
  tag: 'exchange',
  auth: true,
  query: () => listQuery(),
  response: () => z.array(exchange()),
});

export const listWalletExchanges = endpoint({
  method: 'GET',
  path: '/wallet/{id}/exchanges',
  summary: 'Exchanges from or to one wallet, with the side as that wallet sees it',
  tag: 'exchange',
  auth: true,
  params: () => z.object({ id: idField() }),
  query: () => listQuery(),
  response: () => z.array(exchange()),
});
