import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { dateTextProblem } from '@agendina/scheduling';
import type { Contract, ContractOperation, JsonSchema } from './load.ts';
import { NUL_MESSAGE, italianErrors } from './messages.ts';

// ajv-formats is CommonJS: Node's default import is its module.exports, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

export type FieldErrors = Record<string, string>;

export interface CompiledOperation {
  op: ContractOperation;
  /** Validates `{path params..., query params...}` after coercion. */
  readonly params: ValidateFunction | null;
  readonly body: ValidateFunction | null;
  responses: ResponseValidators;
}

/** The validators of an operation's documented responses, by status code (`'200'`, `'404'` ...). */
export interface ResponseValidators {
  has(status: string): boolean;
  /** null for a documented response without a body; undefined for an undocumented status. */
  get(status: string): ValidateFunction | null | undefined;
  keys(): Iterable<string>;
}

/**
 * The format that makes a LocalDateTime's date and time exist: the contract gives it a pattern
 * (shape only), which lets 30 February and 24:00 through to the database (issue #15).
 */
export const LOCAL_DATE_TIME_FORMAT = 'local-date-time';
const LOCAL_DATE_TIME_FILE = /\/LocalDateTime\.yaml$/;

/** Ajv over the contract's schema files (JSON Schema 2020-12, as OpenAPI 3.1). */
export function createAjv(contract: Contract): Ajv2020 {
  // verbose: the Italian message of a refused date says what is wrong with the text (messages.ts).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('password', true);
  // A date must exist and lie in the years a salon books in (scheduling's rule, the browser's too):
  // ajv-formats' own `date` lets 9999-12-31 through, whose next day PostgreSQL cannot read.
  ajv.addFormat('date', (text: string) => dateTextProblem(text, 'date') === null);
  ajv.addFormat(
    LOCAL_DATE_TIME_FORMAT,
    (text: string) => dateTextProblem(text, 'date-time') === null,
  );
  for (const [url, schema] of contract.schemaFiles)
    ajv.addSchema(
      LOCAL_DATE_TIME_FILE.test(url) ? { ...schema, format: LOCAL_DATE_TIME_FORMAT } : schema,
    );
  return ajv;
}

function paramsSchema(op: ContractOperation): JsonSchema | null {
  if (op.parameters.length === 0) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of op.parameters) {
    properties[p.name] = p.schema;
    if (p.required) required.push(p.name);
  }
  return { type: 'object', properties, required };
}

/** `make`'s value, computed at the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/**
 * An operation's validators, each compiled by ajv the first time it is used: compiling all of
 * them took about a second of processor time per process, a third of a short test file's, and a
 * process (a test file, a server) uses few of them. Every schema still compiles in a test
 * (validator.test.ts).
 */
export function compileOperation(ajv: Ajv2020, op: ContractOperation): CompiledOperation {
  const paramsSchemaOf = paramsSchema(op);
  const params = once(() => (paramsSchemaOf ? ajv.compile(paramsSchemaOf) : null));
  const body = once(() => (op.body ? ajv.compile(op.body.schema) : null));
  const responses = new Map(
    Object.entries(op.responses).map(([status, schema]) => [
      status,
      once(() => (schema ? ajv.compile(schema) : null)),
    ]),
  );
  return {
    op,
    get params() {
      return params();
    },
    get body() {
      return body();
    },
    responses: {
      has: (status) => responses.has(status),
      get: (status) => responses.get(status)?.(),
      keys: () => responses.keys(),
    },
  };
}

/** Converts a query or path string to what the parameter's schema expects (integer, boolean). */
export function coerceParam(schema: JsonSchema, raw: string): unknown {
  const type =
    schema['type'] ??
    (typeof schema['$ref'] === 'string' && /\/(Id|DurationMinutes)\.yaml$/.test(schema['$ref'])
      ? 'integer'
      : undefined);
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** `[notes]`, `[serviceBlocks, 0, notes]` → `notes`, `serviceBlocks[0].notes`: fields as italianErrors names them. */
function fieldName(path: readonly (string | number)[], root: string): string {
  let out = '';
  for (const part of path)
    out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  return out === '' ? root : out;
}

/**
 * Where there is text PostgreSQL cannot store (NUL: SQLSTATE 22021), in values or keys, as the
 * field → message map of an ErrorBody; `root` names the value itself (`body`). Iterative, with an
 * explicit stack: no input can run it out of the call stack (issue #32), whatever bounds the
 * caller already put on the depth.
 */
export function forbiddenCharacters(value: unknown, root: string): FieldErrors {
  const out: FieldErrors = {};
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) out[fieldName(path, root)] = NUL_MESSAGE;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i] as unknown, path: [...path, i] });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (key.includes('\u0000')) out[fieldName(path, root)] = NUL_MESSAGE;
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return out;
}

export function validationErrors(
  validate: ValidateFunction,
  data: unknown,
  root: string,
  prefix = '',
): FieldErrors | null {
  if (validate(data)) return null;
  return italianErrors(validate.errors ?? [], root, prefix);
}
