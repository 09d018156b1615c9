export * from './create';
export * from './value';
