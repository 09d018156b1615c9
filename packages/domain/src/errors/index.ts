export * from './catalogue';
export * from './display';
export * from './envelope';
export * from './interceptor';
export * from './messages';
