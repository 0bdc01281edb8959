export * from './enums.ts';
export * from './tenancy.ts';
export * from './catalog.ts';
export * from './booking.ts';
export * from './messaging.ts';
export * from './support.ts';
export * from './idempotency.ts';
export * from './cash.ts';
