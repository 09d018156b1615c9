export * from './balance-chart';
export * from './direction';
export * from './fiat';
export * from './history';
export * from './labels';
export * from './statement';
export * from './types';
export * from './xrp-tag';
