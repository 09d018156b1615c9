import type { AccountStatus, TierItem, TransactionView, Wallet } from '@coffer/contract';
import { COINS, type CoinCode, isFiat } from '@coffer/domain';

/** A wallet as GET /wallet answers it; id `w-<CODE>`. */
export function walletOf(code: CoinCode, balance: string, rate: string, overrides: Partial<Wallet> = {}): Wallet {
  const coin = COINS[code];
  return {
    id: `w-${code}`,
    balance,
    interestBalance: '0',
    investBalance: '0',
    isFiat: isFiat(code),
    maintenance: false,
    maintenanceDeposit: false,
    maintenanceWithdraw: false,
    rate,
    network: 'testnet',
    coin: { name: coin.name, code, decimals: coin.decimals, PlatformCoinCode: code },
    address: `addr-${code}`,
    extra: {},
    ...overrides,
  };
}

export function accountStatus(
  coins: readonly CoinCode[],
  minTransfer: Partial<Record<CoinCode, string>> = {},
): AccountStatus {
  return {
    supported_coins: [...coins],
    supported_deposit_coins: [...coins],
    supported_withdrawal_coins: [...coins],
    network: 'testnet',
    coins: coins.map((code) => ({
      code,
      maintenance: false,
      deposit: true,
      withdraw: true,
      min_transfer: minTransfer[code] ?? '0',
    })),
    maintenance: false,
  };
}

export const appConfig = (production = false, fiatAccounts = true) => ({
  appVersion: '3.5.7',
  network: production ? 'mainnet' : 'testnet',
  sandbox: !production,
  production,
  fiatAccounts,
  termsVersions: { wallet: '1.1.0', earn: '1.0.0', card: '1.0.0' },
});

/** A transaction of the contract's shape; an incoming confirmed BTC deposit unless overridden. */
export function transactionOf(id: string, overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    id,
    type: 'DEPOSIT',
    status: 'CONFIRMED',
    amount: '0.10000000',
    amountEUR: '4000.00',
    fiatAmount: null,
    fees: '0.00000000',
    createdAt: '2024-03-05T14:30:00.000Z',
    txId: null,
    WalletId: 'w-BTC',
    WalletToId: null,
    fromAddress: 'tb1qsender',
    toAddress: 'addr-BTC',
    merchantName: null,
    extra: {},
    startedAt: null,
    removedAt: null,
    refundTransactionId: null,
    coinCode: 'BTC',
    side: null,
    ref: null,
    ...overrides,
  };
}

export function tierOf(label: TierItem['label'], price: string, overrides: Partial<TierItem> = {}): TierItem {
  const upper = label === 'TIER_2' || label === 'TIER_3';
  return {
    label,
    special: false,
    amount_EUR: price,
    amount_GBP: price,
    cashback: { card: '0', exchange: '0' },
    active: false,
    balanceAMN: '1000.000000000000000000',
    operations: 200,
    premiumSupport: upper,
    rate: '0.15',
    amountFiat: price,
    view: {
      amountEUR: price,
      amountGBP: price,
      special: false,
      cashbackCard: '0.00',
      cashbackExchange: '0.00',
      monthlyFee: 1,
      withdrawLimit: 200,
      withdrawFee: 2,
      amonLab: label === 'TIER_3',
      premiumSupport: upper,
      freeMeal: true,
      travelInsurance: upper,
      cardShipping: 'free',
    },
    ...overrides,
  };
}

/** An EUR to BTC quote of GET /oracle/rates at `rate`, limits 1.00 to 400.00 EUR. */
export const exchangeRateOf = (rate: string) => ({
  from: 'EUR',
  to: 'BTC',
  minAmount: '1.00',
  maxAmount: '400.00',
  precisionAmount: 2,
  exchangeable: true,
  rate,
  expiresAt: '2026-11-22T10:00:30.000Z',
});

/** An answer of POST /wallet/{id}/ask-send: a BTC withdrawal of 0.1 with the emailed code (overridable). */
export const sendQuoteOf = (overrides: Record<string, unknown> = {}) => ({
  type: 'WITHDRAW',
  internal: false,
  amount: '0.10000000',
  fee: '0.00005000',
  feeEUR: '2.00',
  total: '0.10005000',
  amountEUR: '4000.00',
  codeRequired: true,
  codeChannel: 'email',
  recipientName: null,
  withdrawLimitLeftEUR: '150.00',
  ...overrides,
});
