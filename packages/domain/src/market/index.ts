export * from './encode';
export * from './errors';
export * from './fields';
export * from './merge';
export * from './parse';
export * from './stream';
