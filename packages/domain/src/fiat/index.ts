export * from './currencies';
export * from './publication-day';
export * from './epc-qr';
