import type { components, operations } from '@agendina/contract';
import type { AppConfig } from '../config.ts';
import type { Adapters } from '../adapters/adapters.ts';
import type { Database } from '../db/database.ts';
import type { TokenKeys } from '../auth/tokens.ts';
import type { JobWorker } from '../services/jobs/worker.ts';

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

/** What the validation middleware lets through to the handler of `Op`. */
export interface Input<Op extends OperationId> {
  params: PathOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
}

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The documented status codes of an operation. */
export type StatusOf<Op extends OperationId> = keyof Responses<Op> & number;
/** The JSON body the contract documents for `Op` answering `S`; null when it has none; never when `S` is not documented. */
export type JsonAt<Op extends OperationId, S extends number> =
  S extends StatusOf<Op>
    ? Responses<Op>[S] extends { content: { 'application/json': infer B } }
      ? B
      : null
    : never;

/** One documented answer: its status and the body the contract gives that status. */
export interface StatusReply<S extends number, B> {
  status: S;
  body: B;
  headers?: Record<string, string>;
}

declare const serializedAs: unique symbol;

/**
 * A 200 whose body is already serialised (a cached answer, decision 0012): the bytes of the
 * JSON of a `B`, gzip when the Content-Encoding header says so. The phantom `B` lets only an
 * operation whose 200 is a `B` return it.
 */
export interface SerializedReply<B> {
  status: 200;
  json: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  readonly [serializedAs]?: B;
}

/** A 200 in a text media type the contract documents (the cash desk's CSV export, a webhook challenge). */
export interface TextReply {
  status: 200;
  text: string;
  headers: Record<string, string>;
}

/** TextReply for an operation whose 200 is text/csv or text/plain, else nothing. */
type TextAt<Op extends OperationId> =
  200 extends StatusOf<Op>
    ? Responses<Op>[200] extends
        { content: { 'text/csv': string } } | { content: { 'text/plain': string } }
      ? TextReply
      : never
    : never;

/** A 200 of bytes in a binary media type the contract documents (the salon's data export, a ZIP). */
export interface BinaryReply {
  status: 200;
  bytes: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** BinaryReply for an operation whose 200 is application/zip, else nothing. */
type BinaryAt<Op extends OperationId> =
  200 extends StatusOf<Op>
    ? Responses<Op>[200] extends { content: { 'application/zip': unknown } }
      ? BinaryReply
      : never
    : never;

/** Every answer the contract documents for `Op` (errors are thrown as HttpError instead). */
export type Reply<Op extends OperationId> =
  | { [S in StatusOf<Op>]: StatusReply<S, JsonAt<Op, S>> }[StatusOf<Op>]
  | SerializedReply<JsonAt<Op, 200>>
  | TextAt<Op>
  | BinaryAt<Op>;

/** What the server sends, once a handler's typed answer has been checked. */
export type AnyReply =
  StatusReply<number, unknown> | SerializedReply<unknown> | TextReply | BinaryReply;

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
  /** This process's job worker: nudge it after committing a job that should run now. */
  jobs: JobWorker;
  /** The web app's origins (CORS, and where a checkout may send the browser back). */
  allowedOrigins: string[];
}

/** What a request gives every handler whatever its operation (what shared helpers take). */
export interface RequestCtx extends Deps {
  /** The caller of an authenticated operation (the auth middleware has checked the token). */
  caller: Caller;
  /** The caller's salon; 403 for an account without one (ADMIN). */
  salonId: number;
  /** The client address (for throttling). */
  ip: string;
  request: Request;
  /**
   * The body exactly as it came (the validation middleware read it once; this is that text):
   * a webhook's signature is over these bytes, not over a re-serialised JSON.
   */
  rawBody: () => Promise<string>;
}

/** The context of a handler of `Op`: its validated input and its typed answers. */
export interface Ctx<Op extends OperationId> extends RequestCtx, Input<Op> {
  /** 200 with the body the contract documents for it (a wrong field fails tsc here). */
  ok: (body: JsonAt<Op, 200>) => StatusReply<200, JsonAt<Op, 200>>;
  /** 201 with the body the contract documents for it. */
  created: (body: JsonAt<Op, 201>) => StatusReply<201, JsonAt<Op, 201>>;
}

/** The implementation of one contract operation: its answer is one the contract documents. */
export type Handler<Op extends OperationId> = (ctx: Ctx<Op>) => Promise<Reply<Op>>;
/** A handler for every operation of the contract, and no other. */
export type Handlers = { [Op in OperationId]: Handler<Op> };
