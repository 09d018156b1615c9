export * from './account';
export * from './common';
export * from './entries';
export * from './model';
export * from './request';
export * from './statement';
export * from './texts';
