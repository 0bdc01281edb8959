// The handler types of this app (http/'s generic ones, filled with the app's dependencies), and
// the helpers that build a handler which only calls one service of the caller's salon.
import { limitBookingReads } from '../auth/rate-limit.ts';
import type { Deps } from '../deps.ts';
import type * as http from '../http/types.ts';
import type { BodyOf, JsonAt, PathOf, Reply } from '../http/types.ts';
import type { OperationId, QueryOf, Schemas } from '../domain/contract-types.ts';

export type { OperationId, QueryOf, Schemas } from '../domain/contract-types.ts';
/** What a request gives every handler whatever its operation (what shared helpers take). */
export type RequestCtx = http.RequestCtx<Deps>;
/** The context of a handler of `Op`. */
export type Ctx<Op extends OperationId> = http.Ctx<Op, Deps>;
/** A handler for every operation of the contract, and no other. */
export type Handlers = http.Handlers<Deps>;

// Handlers that pass the caller's salon and one part of the request to one service and answer
// what it returns: the CRUD routes of a salon's own things read as a table of calls. Each helper
// takes its operation from the handler's place in a `satisfies Partial<Handlers>` object, so a
// service whose answer is not the operation's fails tsc there.

type SalonHandler<Op extends OperationId> = http.Handler<Op, Deps>;

/** The operations whose path names one thing by its id. */
type WithId = {
  [Op in OperationId]: PathOf<Op> extends { id: number } ? Op : never;
}[OperationId];

/** The operations of WithId whose 200 the contract's DeleteResult is. */
type Deleting = {
  [Op in WithId]: Schemas['DeleteResult'] extends JsonAt<Op, 200> ? Op : never;
}[WithId];

/**
 * An answer as the operation's Reply: tsc cannot expand Reply<Op> (nor JsonAt<Op, 200>) for an
 * Op not yet known, though ctx.ok and ctx.created give one of its members for every Op.
 */
const asReply = <Op extends OperationId>(reply: unknown) => reply as Reply<Op>;

/** 200 with `read` of the caller's salon: its settings, or a list of all it has. */
export function ofSalon<Op extends OperationId>(
  read: (db: Deps['db'], salonId: number) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) => asReply<Op>(ctx.ok(await read(ctx.db, ctx.salonId)));
}

/** 200 with what `save` stored for the caller's salon from the body (its settings). */
export function saving<Op extends OperationId>(
  save: (db: Deps['db'], salonId: number, body: BodyOf<Op>) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) => asReply<Op>(ctx.ok(await save(ctx.db, ctx.salonId, ctx.body)));
}

/** 200 with `read` of the caller's salon for the query asked. */
export function withQuery<Op extends OperationId>(
  read: (db: Deps['db'], salonId: number, query: QueryOf<Op>) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) => asReply<Op>(ctx.ok(await read(ctx.db, ctx.salonId, ctx.query)));
}

/** 200 with `read` of the caller's salon for the thing in the path. */
export function withId<Op extends WithId>(
  read: (db: Deps['db'], salonId: number, id: number) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) => asReply<Op>(ctx.ok(await read(ctx.db, ctx.salonId, ctx.params.id)));
}

/**
 * 200 with what `read` answers for the request, once its address is within the limit of the
 * public reads (the booking page's and a signed link's, limitBookingReads).
 */
export function limitedRead<Op extends OperationId>(
  read: (ctx: Ctx<Op>) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) => {
    await limitBookingReads(ctx);
    return asReply<Op>(ctx.ok(await read(ctx)));
  };
}

/** 201 with what `create` made in the caller's salon from the body. */
export function creating<Op extends OperationId>(
  create: (db: Deps['db'], salonId: number, body: BodyOf<Op>) => Promise<JsonAt<Op, 201>>,
): SalonHandler<Op> {
  return async (ctx) => asReply<Op>(ctx.created(await create(ctx.db, ctx.salonId, ctx.body)));
}

/** 200 with the thing in the path as `update` left it, changed by the body. */
export function updating<Op extends WithId>(
  update: (
    db: Deps['db'],
    salonId: number,
    id: number,
    body: BodyOf<Op>,
  ) => Promise<JsonAt<Op, 200>>,
): SalonHandler<Op> {
  return async (ctx) =>
    asReply<Op>(ctx.ok(await update(ctx.db, ctx.salonId, ctx.params.id, ctx.body)));
}

/** 200 with the contract's DeleteResult, saying `message`, once `remove` has taken the thing away. */
export function deleting<Op extends Deleting>(
  remove: (db: Deps['db'], salonId: number, id: number) => Promise<unknown>,
  message: string,
): SalonHandler<Op> {
  return async (ctx) => {
    await remove(ctx.db, ctx.salonId, ctx.params.id);
    const result: Schemas['DeleteResult'] = { success: true, message, deletedCount: 1 };
    return asReply<Op>(ctx.ok(result as JsonAt<Op, 200>));
  };
}
