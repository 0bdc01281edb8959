// The contract's shapes as the domain speaks them: services return these, routes send them.
import type { components, operations } from '@agendina/contract';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;
/** The query parameters of an operation (a list's filters, taken as they are by its service). */
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
