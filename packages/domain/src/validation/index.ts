export * from './addresses/index';
export * from './amounts';
export * from './countries';
export * from './form';
export * from './helpers';
export * from './lock-pin';
export * from './patterns';
