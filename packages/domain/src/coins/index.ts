export * from './catalogue';
export * from './families';
export * from './order';
