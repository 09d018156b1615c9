import { isFiat, isValidAddressFor, isValidUkBankAccount } from '@coffer/domain';
import type { WalletRow } from '../../db/schema';
import { chainFor } from '../../providers/chain/index';
import type { Services } from '../../services';
import { ChainError, createDeposit } from '../chain/movements';

/**
 * The sandbox bank's incoming transfers (docs/decisions/0015-sandbox-bank-and-fiat-wallets.md).
 * A transfer to a EUR or GBP wallet is credited at once (no confirmations), through the same
 * proof-of-funds rule as crypto deposits. The record's `fromAddress` is the payer's account (an
 * IBAN, or "sort-code account-number" for GBP) and `extra.senderName` the payer's name.
 */

/** Who pays when an operator does not say: clearly a sandbox name. */
export const SANDBOX_SENDER_NAME = 'Sandbox Bank Payer';

/** A payer's name as a bank passes it on: 1 to 70 characters of one line (the SEPA name field's limit). */
function senderNameOf(name: string | undefined): string {
  const clean = (name ?? '').replace(/\s+/g, ' ').trim();
  if (clean === '') return SANDBOX_SENDER_NAME;
  if (clean.length > 70 || /\p{Cc}/u.test(clean)) throw new ChainError('the sender name is 1 to 70 characters');
  return clean;
}

/** The payer's account written as the bank shows it: a compact IBAN, or "601613 31926819" for a UK account. */
function payerAccountOf(services: Services, coin: string, from: string | undefined): string | undefined {
  if (from === undefined || from.trim() === '') return undefined;
  const compact = from.replace(/[\s-]/g, '').toUpperCase();
  if (coin === 'GBP' && /^\d{14}$/.test(compact)) {
    const account = { sortCode: compact.slice(0, 6), accountNumber: compact.slice(6) };
    if (isValidUkBankAccount(account)) return `${account.sortCode} ${account.accountNumber}`;
  }
  if (!isValidAddressFor(coin, compact, services.config.network)) {
    throw new ChainError(`not a ${coin} bank account: ${from}`);
  }
  return compact;
}

export interface BankDepositInput {
  wallet: WalletRow;
  amount: string;
  /** The payer's IBAN (or UK sort code and account number); a sandbox account when absent. */
  from?: string | undefined;
  senderName?: string | undefined;
}

/** An incoming bank transfer to a fiat wallet; answers the transaction id. */
export async function bankDeposit(services: Services, input: BankDepositInput): Promise<string> {
  const { wallet } = input;
  if (!isFiat(wallet.coin)) throw new ChainError(`${wallet.coin} is not a bank currency`);
  if (services.config.bankProvider === 'none') throw new ChainError('no bank provider is configured');
  const senderName = senderNameOf(input.senderName);
  const fromAddress =
    payerAccountOf(services, wallet.coin, input.from) ??
    chainFor(services.config).externalAddress(wallet.coin, `payer:${senderName}`);
  return createDeposit(services, { wallet, amount: input.amount, fromAddress, extra: { senderName } });
}
