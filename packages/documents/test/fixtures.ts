import type { StatementEntry, StatementWallet } from '../src';

export const BTC: StatementWallet = { id: 'w-btc', coinCode: 'BTC', isFiat: false, decimals: 8 };
export const EUR: StatementWallet = { id: 'w-eur', coinCode: 'EUR', isFiat: true, decimals: 2 };
export const USDT: StatementWallet = { id: 'w-usdt', coinCode: 'USDT', isFiat: false, decimals: 6 };

type TxOverrides = Partial<NonNullable<StatementEntry['transaction']>> & {
  at?: string;
  direction?: 'incoming' | 'outgoing';
};

let serial = 0;

/** A transaction row of a wallet's history, as GET /wallet/{id}/history gives it. */
export function txEntry(wallet: StatementWallet, over: TxOverrides = {}): StatementEntry {
  serial++;
  const at = over.at ?? '2024-03-05T14:30:00.000Z';
  const amount = over.amount ?? '0.5';
  const tx = {
    id: `t${serial}`,
    type: over.type ?? 'INCOMING',
    status: over.status ?? 'CONFIRMED',
    amount,
    amountEUR: over.amountEUR ?? '25000.00',
    fiatAmount: null,
    fees: over.fees ?? '0',
    createdAt: at,
    txId: over.txId === undefined ? `hash${serial}` : over.txId,
    WalletId: wallet.id,
    WalletToId: null,
    fromAddress: over.fromAddress ?? null,
    toAddress: over.toAddress ?? null,
    merchantName: over.merchantName ?? null,
    extra: over.extra ?? {},
    startedAt: null,
    removedAt: null,
    refundTransactionId: null,
    coinCode: wallet.coinCode,
    side: null,
    ref: over.ref ?? null,
    operationType: over.operationType ?? null,
  } as const;
  const outgoing = tx.type === 'OUTGOING' || tx.type === 'WITHDRAW';
  return {
    key: `transaction:${tx.id}`,
    source: 'transaction',
    at,
    direction: over.direction ?? (outgoing ? 'outgoing' : 'incoming'),
    amount,
    fees: tx.fees,
    coinCode: wallet.coinCode,
    status: tx.status,
    transaction: tx,
    exchange: null,
    investment: null,
  };
}

export function exchangeEntry(
  wallet: StatementWallet,
  side: 'BUY' | 'SELL',
  at = '2024-03-06T09:00:00.000Z',
): StatementEntry {
  serial++;
  const sold = side === 'SELL';
  return {
    key: `exchange:x${serial}`,
    source: 'exchange',
    at,
    direction: sold ? 'outgoing' : 'incoming',
    amount: sold ? '0.1' : '0.2',
    fees: '0',
    coinCode: wallet.coinCode,
    status: null,
    transaction: null,
    exchange: sold
      ? {
          amountFrom: '0.1',
          amountTo: '5000',
          amountEUR: '5000.00',
          rate: '50000',
          fromCoinCode: 'BTC',
          toCoinCode: 'EUR',
          side,
        }
      : {
          amountFrom: '10000',
          amountTo: '0.2',
          amountEUR: '10000.00',
          rate: '0.00002',
          fromCoinCode: 'EUR',
          toCoinCode: 'BTC',
          side,
        },
    investment: null,
  };
}

export function investmentEntry(
  wallet: StatementWallet,
  removed: boolean,
  at = '2024-03-07T08:00:00.000Z',
): StatementEntry {
  serial++;
  return {
    key: `investment:i${serial}`,
    source: 'investment',
    at,
    direction: removed ? 'incoming' : 'outgoing',
    amount: '0.3',
    fees: '0',
    coinCode: wallet.coinCode,
    status: null,
    transaction: null,
    exchange: null,
    investment: { amountEUR: '15000.00', removedAt: removed ? at : null },
  };
}
