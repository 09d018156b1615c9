export * from './endpoint';
export * from './endpoints/system';
export * from './errors';
