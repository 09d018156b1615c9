export * from './accrual';
export * from './rates';
