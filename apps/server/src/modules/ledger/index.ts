export { accountHistory, balanceOf, ensureSystemAccount, getAccount, getTransfer, openUserAccount } from './accounts';
export { hold, post, transfer, voidHold } from './transfers';
export * from './types';
export { type LedgerViolation, ledgerStats, type ViolationCheck, verifyLedger } from './verify';
