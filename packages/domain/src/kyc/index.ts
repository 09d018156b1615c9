export * from './documents';
export * from './next-step';
export * from './review';
export * from './status';
export * from './types';
