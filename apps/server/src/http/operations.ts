// Every operation of openapi/ on Hono's router: one app.on(method, path, …) per operation, with
// the method and path read from the contract, then the operation's middleware (who is calling,
// validation) and its typed handler. Decision 0015.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { compiledContract, honoPath } from '../contract/contract.ts';
import type { ContractOperation } from '../contract/load.ts';
import { HttpError, forbidden, salonRequired, unauthorized } from './errors.ts';
import { validation } from './input.ts';
import type { Identity, OperationEnv } from './operation-env.ts';
import { toResponse } from './respond.ts';
import type { Caller, Ctx, Handler, Handlers, OperationId } from './types.ts';

/** Who is calling, as the app decides it (auth/): the transport only asks. */
export interface Gate {
  /** The caller of an Authorization header; throws a 401 for a missing or refused token. */
  bearer: (authorization: string | undefined) => Promise<Caller>;
  /** The salon of an X-Integration-Key header; throws a 401 for a missing or refused key. */
  integrationKey: (key: string | undefined) => Promise<number>;
  /** Behind a proxy: the client's address is X-Forwarded-For's first. */
  trustProxy: boolean;
}

/** Tags whose calls need the ADMIN role (403 otherwise). */
const ADMIN_TAGS = new Set(['Admin']);

function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  if (socket && !trustProxy) return socket;
  return forwarded || socket || 'local';
}

/** The security of the operation: bearer token (with the Admin tag and salon checks) or integration key. */
function identify<Op extends OperationId>(
  op: ContractOperation,
  gate: Gate,
): MiddlewareHandler<OperationEnv<Op>> {
  return async (c, next) => {
    const identity: Identity = { caller: null, keySalonId: null };
    if (op.security === 'bearer') {
      const caller = await gate.bearer(c.req.header('authorization'));
      if (op.tags.some((t) => ADMIN_TAGS.has(t)) && caller.role !== 'ADMIN') throw forbidden();
      // Refused before the request is read, so the answer does not depend on the input.
      if (op.requiresSalon && caller.salonId === null) throw salonRequired();
      identity.caller = caller;
    } else if (op.security === 'integrationKey') {
      identity.keySalonId = await gate.integrationKey(c.req.header('x-integration-key'));
    }
    c.set('identity', identity);
    await next();
  };
}

/** Runs the handler on the validated input and sends its answer. */
function respond<Op extends OperationId, D extends object>(
  handler: Handler<Op, D>,
  deps: D,
  trustProxy: boolean,
): (c: Context<OperationEnv<Op>>) => Promise<Response> {
  return async (c) => {
    const { caller, keySalonId } = c.var.identity;
    const { params, query, body } = c.var.input;
    const ctx: Ctx<Op, D> = {
      ...deps,
      params,
      query,
      body,
      request: c.req.raw,
      // Hono keeps the text the validation read: asking again returns the same string.
      rawBody: () => c.req.text(),
      // Only the login throttle reads it.
      get ip(): string {
        return clientAddress(c, trustProxy);
      },
      get caller() {
        if (caller === null) throw unauthorized();
        return caller;
      },
      get salonId(): number {
        if (keySalonId !== null) return keySalonId;
        if (caller === null) throw unauthorized();
        if (caller.salonId === null) throw salonRequired();
        return caller.salonId;
      },
      ok: (data) => ({ status: 200, body: data }),
      created: (data) => ({ status: 201, body: data }),
    };
    return toResponse(c, await handler(ctx));
  };
}

/** The handler of `id`: Handlers maps every operationId to its own Handler type. */
function handlerOf<Op extends OperationId, D>(handlers: Handlers<D>, id: Op): Handler<Op, D> {
  return handlers[id];
}

function isOperationId<D>(handlers: Handlers<D>, id: string): id is OperationId {
  return Object.hasOwn(handlers, id);
}

/**
 * Registers every operation of the contract, literal paths first (compiledContract's order), then
 * a 405 for each contract path under any other method. Throws at start when an operation has no
 * handler (Handlers makes that a type error too). `deps` go to every handler as they are.
 */
export function registerOperations<E extends object, D extends object>(
  app: Hono<E>,
  handlers: Handlers<D>,
  deps: D,
  gate: Gate,
): void {
  const { operations } = compiledContract();
  for (const compiled of operations) {
    const { op } = compiled;
    const id = op.operationId;
    if (!isOperationId(handlers, id)) throw new Error(`Operazione senza handler: ${id}`);
    app.on(
      op.method,
      honoPath(op.path),
      identify(op, gate),
      validation(compiled),
      respond(handlerOf(handlers, id), deps, gate.trustProxy),
    );
  }
  for (const path of new Set(operations.map((c) => honoPath(c.op.path))))
    app.all(path, () => {
      throw new HttpError(405, 'Metodo non consentito', { code: 'METHOD_NOT_ALLOWED' });
    });
}
