// @agendina/contract: the bottom of the house. Types and enum arrays generated from openapi/,
// imported by scheduling, api, ui and server; it imports nothing of the project.
export type { paths, components, operations } from './generated/schema.d.ts';
export * from './generated/enums.ts';
export type * from './schemas.ts';
