import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Contract, ContractOperation, JsonSchema } from './load.ts';
import { italianErrors } from './messages.ts';

// ajv-formats is CommonJS: Node's default import is its module.exports, whose `default` is the plugin.
const addFormats = addFormatsModule.default;

export type FieldErrors = Record<string, string>;

export interface CompiledOperation {
  op: ContractOperation;
  /** Validates `{path params..., query params...}` after coercion. */
  params: ValidateFunction | null;
  body: ValidateFunction | null;
  responses: Map<string, ValidateFunction | null>;
}

/** Ajv over the contract's schema files (JSON Schema 2020-12, as OpenAPI 3.1). */
export function createAjv(contract: Contract): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('password', true);
  for (const schema of contract.schemaFiles.values()) ajv.addSchema(schema);
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

export function compileOperation(ajv: Ajv2020, op: ContractOperation): CompiledOperation {
  const params = paramsSchema(op);
  return {
    op,
    params: params ? ajv.compile(params) : null,
    body: op.body ? ajv.compile(op.body.schema) : null,
    responses: new Map(
      Object.entries(op.responses).map(([status, schema]) => [
        status,
        schema ? ajv.compile(schema) : null,
      ]),
    ),
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

export function validationErrors(
  validate: ValidateFunction,
  data: unknown,
  root: string,
  prefix = '',
): FieldErrors | null {
  if (validate(data)) return null;
  return italianErrors(validate.errors ?? [], root, prefix);
}
