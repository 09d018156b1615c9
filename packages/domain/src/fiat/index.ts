export * from './currencies';
export * from './publication-day';
