import type { Caller, Input, OperationId } from './types.ts';

/** Who the auth middleware found: a user's token, a salon's X-Integration-Key, or nobody. */
export interface Identity {
  caller: Caller | null;
  /** The assistants' ingestion API acts on the salon of its X-Integration-Key. */
  keySalonId: number | null;
}

/** The Hono variables of a request to the operation `Op`, set by its middleware. */
export interface OperationEnv<Op extends OperationId> {
  Variables: { identity: Identity; input: Input<Op> };
}
