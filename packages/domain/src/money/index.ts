export * from './amount';
export * from './arithmetic';
export * from './conversion';
export * from './decimal';
export { type AmountParseFailure, MoneyError, type MoneyErrorCode } from './errors';
export * from './rounding';
