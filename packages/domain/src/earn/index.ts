export * from './accrual';
export * from './moves';
export * from './rates';
