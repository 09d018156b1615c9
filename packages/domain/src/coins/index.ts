export * from './catalogue';
export * from './families';
export * from './order';
export * from './flags';
