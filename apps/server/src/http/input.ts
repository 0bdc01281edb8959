// The validation middleware of every operation: path and query parameters and the body, read
// and checked against the operation's schemas in openapi/ (ajv), one 400 with an Italian message
// per field. What passes is the handler's typed input.
import type { Context, MiddlewareHandler } from 'hono';
import type { CompiledOperation, FieldErrors } from '../contract/validator.ts';
import { coerceParam, forbiddenCharacters, validationErrors } from '../contract/validator.ts';
import { invalid } from '../domain/errors.ts';
import { jsonShapeProblem } from './json-shape.ts';
import type { OperationEnv } from './operation-env.ts';
import type { Input, OperationId } from './types.ts';

interface RawInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Header parameters (Idempotency-Key): validated with the others; handlers read the request. */
  headers: Record<string, unknown>;
  body: unknown;
}

function readParameters(compiled: CompiledOperation, c: Context): Omit<RawInput, 'body'> {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  for (const p of compiled.op.parameters) {
    if (p.in === 'header') {
      const raw = c.req.header(p.name);
      if (raw !== undefined) headers[p.name] = raw;
      continue;
    }
    const raw = p.in === 'path' ? c.req.param(p.name) : c.req.query(p.name);
    if (raw === undefined) continue;
    const value = coerceParam(p.schema, raw);
    if (p.in === 'path') params[p.name] = value;
    else query[p.name] = value;
  }
  return { params, query, headers };
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
  // Too deep or too wide is refused before JSON.parse and every walk after it (issue #32).
  const shape = jsonShapeProblem(text);
  if (shape !== null) return new UnreadableBody(shape);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new UnreadableBody('JSON non valido');
  }
}

/**
 * The contract's schemas of `compiled` (the operation `Op`: registerOperations pairs them by
 * operationId) accept the input, else 400 with every field's message at once.
 */
function assertInput<Op extends OperationId>(
  compiled: CompiledOperation,
  input: RawInput,
): asserts input is RawInput & Input<Op> {
  const errors: FieldErrors = {};
  if (compiled.params)
    Object.assign(
      errors,
      validationErrors(
        compiled.params,
        { ...input.headers, ...input.query, ...input.params },
        'parametri',
      ) ?? {},
    );
  if (input.body instanceof UnreadableBody) errors['body'] = input.body.message;
  else if (compiled.body && input.body !== undefined)
    Object.assign(errors, validationErrors(compiled.body, input.body, 'body') ?? {});
  // NUL passes every schema but no PostgreSQL text column: refused here, once for every operation.
  Object.assign(
    errors,
    forbiddenCharacters(input.query, 'parametri'),
    forbiddenCharacters(input.params, 'parametri'),
    input.body instanceof UnreadableBody ? {} : forbiddenCharacters(input.body, 'body'),
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Validation as Hono middleware: the checked input goes to the handler as `c.var.input`. */
export function validation<Op extends OperationId>(
  compiled: CompiledOperation,
): MiddlewareHandler<OperationEnv<Op>> {
  return async (c, next) => {
    const input: RawInput = { ...readParameters(compiled, c), body: await readBody(compiled, c) };
    assertInput<Op>(compiled, input);
    c.set('input', input);
    await next();
  };
}
