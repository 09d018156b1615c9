export * from './currencies';
export * from './epc-qr';
export * from './publication-day';
