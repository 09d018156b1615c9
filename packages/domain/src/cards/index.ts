export * from './limit';
export * from './operations';
export * from './order';
export * from './status';
export * from './transitions';
