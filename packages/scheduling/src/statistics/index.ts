export * from './definitions.ts';
