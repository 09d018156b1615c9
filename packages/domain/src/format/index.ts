export * from './amounts';
export * from './date-input';
export * from './dates';
export * from './locale';
export * from './price';
export * from './size';
