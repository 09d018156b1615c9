export * from './catalogue';
export * from './families';
export * from './flags';
export * from './order';
