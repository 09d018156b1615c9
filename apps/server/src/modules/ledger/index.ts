export { accountHistory, balanceOf, ensureSystemAccount, getAccount, getTransfer, openUserAccount } from './accounts';
export { inTransaction, type TxQuery } from './sql';
export { hold, holdWith, post, postWith, transfer, transferWith, voidHold, voidWith } from './transfers';
export * from './types';
export { type LedgerViolation, ledgerStats, type ViolationCheck, verifyLedger } from './verify';
