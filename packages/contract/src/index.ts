export * from './endpoint';
export * from './endpoints/account';
export * from './endpoints/sessions';
export * from './endpoints/status';
export * from './endpoints/system';
export * from './endpoints/wallets';
export * from './errors';
export * from './fields';
