export * from './benefits';
export * from './catalogue';
export * from './view';
