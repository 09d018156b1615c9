export * from './totp';
