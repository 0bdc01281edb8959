import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { CompiledContract } from '../contract/contract.ts';
import type { CompiledOperation, FieldErrors } from '../contract/validator.ts';
import { coerceParam, validationErrors } from '../contract/validator.ts';
import { salonOfIntegrationKey } from '../auth/integration-key.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { SessionDeps } from '../auth/sessions.ts';
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '../db/errors.ts';
import { HttpError, badRequest, forbidden, notFound, salonRequired } from './errors.ts';
import type { Caller, Ctx, Deps, Handlers, OperationId, Reply } from './types.ts';
import { OPERATOR_BUSY_MESSAGE } from './messages.ts';

/** Tags whose calls need the ADMIN role (403 otherwise). */
const ADMIN_TAGS = new Set(['Admin']);

export interface DispatchDeps extends Deps {
  handlers: Handlers;
  contract: CompiledContract;
}

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

function readInput(
  compiled: CompiledOperation,
  rawParams: Record<string, string>,
  url: URL,
): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of compiled.op.parameters) {
    const raw = p.in === 'path' ? rawParams[p.name] : url.searchParams.get(p.name);
    if (raw === undefined || raw === null) continue;
    const value = coerceParam(p.schema, raw);
    if (p.in === 'path') params[p.name] = value;
    else query[p.name] = value;
  }
  return { params, query };
}

/** What a missing or unreadable body says, next to the other field errors. */
class UnreadableBody {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

async function readBody(compiled: CompiledOperation, c: Context): Promise<unknown> {
  const spec = compiled.op.body;
  if (!spec) return undefined;
  // The size was checked before (bodyLimit in app.ts: 413 over 1 MB).
  const text = await c.req.text();
  if (text.trim() === '') {
    if (spec.required) return new UnreadableBody('Corpo della richiesta mancante');
    return undefined;
  }
  if (spec.mediaType === 'text/plain') {
    const trimmed = text.trim();
    // Be lenient with clients that JSON-encode the raw token.
    if (trimmed.startsWith('"')) {
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return trimmed;
      }
    }
    return trimmed;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new UnreadableBody('JSON non valido');
  }
}

function validate(
  compiled: CompiledOperation,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  body: unknown,
): void {
  const errors: FieldErrors = {};
  if (compiled.params)
    Object.assign(
      errors,
      validationErrors(compiled.params, { ...query, ...params }, 'parametri') ?? {},
    );
  if (body instanceof UnreadableBody) errors['body'] = body.message;
  else if (compiled.body && body !== undefined)
    Object.assign(errors, validationErrors(compiled.body, body, 'body') ?? {});
  if (Object.keys(errors).length === 0) return;
  throw badRequest(errors);
}

/** Errors of the database that are the caller's fault, never a 500. */
function databaseError(error: unknown): HttpError | null {
  const code = pgErrorCode(error);
  if (code === EXCLUSION_VIOLATION)
    return new HttpError(409, OPERATOR_BUSY_MESSAGE, {
      code: 'SLOT_TAKEN',
    });
  if (code === UNIQUE_VIOLATION)
    return new HttpError(409, 'Esiste già un elemento con questi dati', { code: 'DUPLICATE' });
  if (
    code === '22003' ||
    code === '22P02' ||
    code === '22007' ||
    code === '22008' ||
    code === '22001'
  )
    return badRequest({ body: 'Valore fuori dai limiti ammessi' });
  return null;
}

export function toResponse(c: Context, reply: Reply): Response {
  for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
  if (reply.json !== undefined)
    return c.body(reply.json, reply.status as 200, { 'Content-Type': 'application/json' });
  return c.json(reply.body as object, reply.status as 200);
}

export function errorResponse(c: Context, error: unknown): Response {
  const http = error instanceof HttpError ? error : databaseError(error);
  if (http) return toResponse(c, { status: http.status, body: http.body(), headers: http.headers });
  console.error(error);
  return c.json({ message: 'Errore del server', code: 'INTERNAL_ERROR' }, 500);
}

/** Every contract operation: match, authenticate, authorise, validate, run the handler. */
export function dispatcher(deps: DispatchDeps) {
  const sessionDeps: SessionDeps = { db: deps.db, config: deps.config, keys: deps.keys };
  return async (c: Context): Promise<Response> => {
    try {
      const url = new URL(c.req.url);
      const match = deps.contract.router.match(c.req.method, url.pathname);
      if (match === null) throw notFound();
      if (match === 'method')
        throw new HttpError(405, 'Metodo non consentito', { code: 'METHOD_NOT_ALLOWED' });
      const compiled = match.value;
      const op = compiled.op;
      const handler = deps.handlers[op.operationId as OperationId] as
        ((ctx: Ctx) => Promise<Reply>) | undefined;
      if (!handler) throw notFound();
      let caller: Caller | null = null;
      // The assistants' ingestion API acts on the salon of its X-Integration-Key.
      let keySalonId: number | null = null;
      if (op.security === 'bearer') {
        caller = await authenticate(sessionDeps, c.req.header('authorization'));
        if (op.tags.some((t) => ADMIN_TAGS.has(t)) && caller.role !== 'ADMIN') throw forbidden();
        // Refused before the request is read, so the answer does not depend on the input.
        if (op.requiresSalon && caller.salonId === null) throw salonRequired();
      } else if (op.security === 'integrationKey') {
        keySalonId = await salonOfIntegrationKey(deps.db, c.req.header('x-integration-key'));
      }
      const { params, query } = readInput(compiled, match.params, url);
      const body = await readBody(compiled, c);
      validate(compiled, params, query, body);
      const ctx = {
        db: deps.db,
        config: deps.config,
        adapters: deps.adapters,
        keys: deps.keys,
        params,
        query,
        body,
        request: c.req.raw,
        // Only the login throttle reads it.
        get ip(): string {
          return clientAddress(c, deps.config.trustProxy);
        },
        get caller(): Caller {
          if (caller === null)
            throw new HttpError(401, 'Autenticazione richiesta', { code: 'UNAUTHORIZED' });
          return caller;
        },
        get salonId(): number {
          if (keySalonId !== null) return keySalonId;
          if (caller === null)
            throw new HttpError(401, 'Autenticazione richiesta', { code: 'UNAUTHORIZED' });
          const who = caller;
          if (who.salonId === null) throw salonRequired();
          return who.salonId;
        },
      } as unknown as Ctx;
      return toResponse(c, await handler(ctx));
    } catch (error) {
      return errorResponse(c, error);
    }
  };
}
