// The typed answers of the contract's operations and what a handler gets. The transport knows
// nothing of the app it serves: what it passes to handlers besides the request is a type
// parameter `D`, which app.ts fills with its dependencies (deps.ts).
import type { operations } from '@agendina/contract';
import type { Caller } from '../domain/caller.ts';
import type { OperationId, QueryOf } from '../domain/contract-types.ts';

export type { Caller } from '../domain/caller.ts';
export type { OperationId, QueryOf, Schemas } from '../domain/contract-types.ts';

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

/** TextReply for an operation whose 200 is text/csv, text/plain or text/calendar, else nothing. */
type TextAt<Op extends OperationId> =
  200 extends StatusOf<Op>
    ? Responses<Op>[200] extends
        | { content: { 'text/csv': string } }
        | { content: { 'text/plain': string } }
        | { content: { 'text/calendar': string } }
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

/** What a request gives every handler whatever its operation, besides the app's `D`. */
export interface RequestInfo {
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

/** What a request gives every handler whatever its operation (what shared helpers take). */
export type RequestCtx<D = unknown> = D & RequestInfo;

/** The typed answers of `Op`. */
export interface Answers<Op extends OperationId> {
  /** 200 with the body the contract documents for it (a wrong field fails tsc here). */
  ok: (body: JsonAt<Op, 200>) => StatusReply<200, JsonAt<Op, 200>>;
  /** 201 with the body the contract documents for it. */
  created: (body: JsonAt<Op, 201>) => StatusReply<201, JsonAt<Op, 201>>;
}

/** The context of a handler of `Op`: the app's `D`, its validated input and its typed answers. */
export type Ctx<Op extends OperationId, D = unknown> = RequestCtx<D> & Input<Op> & Answers<Op>;

/** The implementation of one contract operation: its answer is one the contract documents. */
export type Handler<Op extends OperationId, D = unknown> = (ctx: Ctx<Op, D>) => Promise<Reply<Op>>;
/** A handler for every operation of the contract, and no other. */
export type Handlers<D = unknown> = { [Op in OperationId]: Handler<Op, D> };
