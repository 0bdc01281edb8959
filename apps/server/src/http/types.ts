import type { components, operations } from '@agendina/contract';
import type { AppConfig } from '../config.ts';
import type { Adapters } from '../adapters/adapters.ts';
import type { Database } from '../db/database.ts';
import type { TokenKeys } from '../auth/tokens.ts';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Content<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'text/plain': infer B } }
    ? B
    : never;

/** The JSON (or text) body of an operation, as the validator has let it through. */
export type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? Content<NonNullable<R>>
  : operations[Op] extends { requestBody?: infer R }
    ? Content<NonNullable<R>>
    : never;
export type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;

/** Who is calling, from a verified access token. */
export interface Caller {
  userId: number;
  email: string;
  role: 'ADMIN' | 'USER';
  salonId: number | null;
  sessionId: string;
  jti: string;
  /** Expiry of the access token, epoch seconds. */
  exp: number;
  /**
   * The salon's read-cache stamp (id, creation, data_version, opening hours), read with the
   * session in the same query, so a cached answer costs no second query; null without a salon.
   */
  salonStamp: string | null;
}

export interface Deps {
  db: Database;
  config: AppConfig;
  adapters: Adapters;
  keys: TokenKeys;
}

export interface Ctx<Op extends OperationId = OperationId> extends Deps {
  params: PathOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** The caller of an authenticated operation (the dispatcher has checked the token). */
  caller: Caller;
  /** The caller's salon; 403 for an account without one (ADMIN). */
  salonId: number;
  /** The client address (for throttling). */
  ip: string;
  request: Request;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The body already serialized as JSON (from a cache), as text or bytes (gzip with its header). */
  json?: string | Uint8Array<ArrayBuffer>;
}

export type Handler<Op extends OperationId> = (ctx: Ctx<Op>) => Promise<Reply>;
export type Handlers = { [Op in OperationId]?: Handler<Op> };

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
