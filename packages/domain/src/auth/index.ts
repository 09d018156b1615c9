export * from './lockout';
export * from './totp';
