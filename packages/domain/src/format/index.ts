export * from './amounts';
export * from './dates';
export * from './locale';
export * from './price';
export * from './size';
