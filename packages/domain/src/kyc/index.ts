export * from './documents';
export * from './next-step';
export * from './status';
export * from './types';
