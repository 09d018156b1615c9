export * from './value';
export * from './create';
