// The handler types of this app: http/'s generic ones, filled with the app's dependencies.
import type { Deps } from '../deps.ts';
import type * as http from '../http/types.ts';
import type { OperationId } from '../domain/contract-types.ts';

export type { OperationId, QueryOf, Schemas } from '../domain/contract-types.ts';
/** What a request gives every handler whatever its operation (what shared helpers take). */
export type RequestCtx = http.RequestCtx<Deps>;
/** The context of a handler of `Op`. */
export type Ctx<Op extends OperationId> = http.Ctx<Op, Deps>;
/** A handler for every operation of the contract, and no other. */
export type Handlers = http.Handlers<Deps>;
