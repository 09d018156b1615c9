import { NETWORKS } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';

/**
 * A coin code as the client sends it. Case does not matter ("btc" is read as "BTC"); whether the
 * coin has a wallet in this environment is the server's `unsupported_coin` decision.
 */
export const coinCodeField = lazily(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(16),
      z.regex(/^[A-Za-z0-9]+$/, 'Letters and digits only'),
      z.toUpperCase(),
    ),
);

/** Receive details beside the address (spec section 3): XRP tag, EUR BIC, GBP sort code and account number. */
export const walletExtra = lazily(() =>
  z.object({
    tag: z.optional(z.string()),
    bic: z.optional(z.string()),
    sortCode: z.optional(z.string()),
    accountNumber: z.optional(z.string()),
  }),
);
export type WalletExtra = z.infer<ReturnType<typeof walletExtra>>;

export const walletCoin = lazily(() =>
  z.object({
    name: z.string(),
    code: z.string(),
    decimals: z.int(),
    PlatformCoinCode: z.string(),
  }),
);

/** Spec section 3, Wallet. Amounts and the rate are exact decimal strings, never numbers. */
export const wallet = lazily(() =>
  z.object({
    id: z.string(),
    balance: z.string(),
    interestBalance: z.string(),
    investBalance: z.string(),
    isFiat: z.boolean(),
    maintenance: z.boolean(),
    maintenanceDeposit: z.boolean(),
    maintenanceWithdraw: z.boolean(),
    /** The coin's EUR price now. */
    rate: z.string(),
    network: z.enum(NETWORKS),
    coin: walletCoin(),
    /** IBAN for EUR, a GB IBAN for GBP (sort code and account number are in `extra`), the crypto address otherwise. */
    address: z.string(),
    extra: walletExtra(),
  }),
);
export type Wallet = z.infer<ReturnType<typeof wallet>>;

export const createWallet = endpoint({
  method: 'POST',
  path: '/wallet',
  summary: 'Open a wallet in a coin (unsupported_coin, wallet_already_exists)',
  tag: 'wallets',
  auth: true,
  body: () => z.object({ coinCode: coinCodeField() }),
  response: () => wallet(),
});

export const listWallets = endpoint({
  method: 'GET',
  path: '/wallet',
  summary: "The signed-in user's wallets in display order, with balances and the EUR rate",
  tag: 'wallets',
  auth: true,
  response: () => z.array(wallet()),
});
