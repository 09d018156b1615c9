export * from './notifications';
export * from './referrals';
export * from './support';
