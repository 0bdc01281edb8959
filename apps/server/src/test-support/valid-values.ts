// Values that satisfy a JSON Schema of the contract, for the fuzz suite: a request that is valid
// but for one hostile leaf reaches the handler and the database, where a shape-only check breaks.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { JsonSchema } from '../contract/load.ts';
import type { Resolve } from './arbitraries.ts';

const GOOD_DATES = ['2030-03-12', '2030-03-18', '2026-01-01'];
const GOOD_DATE_TIMES = ['2030-03-12T10:00', '2030-03-12T15:45:00', '2030-03-13T09:00'];

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema['type'];
  if (!Array.isArray(type)) return type as string | undefined;
  return (type as string[]).find((t) => t !== 'null') ?? 'null';
}

function validString(schema: JsonSchema): Arbitrary<string> {
  const minLength = Number(schema['minLength'] ?? 0);
  const maxLength = Math.min(Number(schema['maxLength'] ?? 40), 60);
  const pattern = schema['pattern'] as string | undefined;
  const format = schema['format'];
  if (format === 'date') return fc.constantFrom(...GOOD_DATES);
  if (format === 'date-time') return fc.constant('2030-03-12T10:00:00+01:00');
  if (format === 'email') return fc.constantFrom('giulia@example.it', 'info@salone.example.it');
  if (format === 'uuid') return fc.uuid();
  if (pattern?.includes('\\d{4}-\\d{2}-\\d{2}T')) return fc.constantFrom(...GOOD_DATE_TIMES);
  if (schema['contentMediaType'] === 'application/json')
    return fc.constantFrom('{"monday":[["09:00","13:00"]]}', '{}');
  const sized = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (pattern !== undefined && pattern !== '\\S')
    return fc.stringMatching(new RegExp(pattern)).filter(sized);
  return fc
    .string({ minLength: Math.max(minLength, 1), maxLength })
    .filter((text) => sized(text) && /\S/.test(text));
}

/** Values of `schema` that its validation accepts (formats and patterns included). */
export function validOf(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  ids: Arbitrary<number>,
  depth = 0,
): Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (typeof schema['$ref'] === 'string')
    return validOf(resolve(schema['$ref']), resolve, ids, depth + 1);
  const branches = (schema['oneOf'] ?? schema['anyOf']) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => validOf(b, resolve, ids, depth + 1)));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  switch (typeOf(schema)) {
    case 'null':
      return fc.constant(null);
    case 'integer': {
      const min = (schema['minimum'] as number | undefined) ?? 0;
      const max = (schema['maximum'] as number | undefined) ?? 2000;
      return min === 1 && schema['maximum'] === undefined
        ? ids
        : fc.integer({ min, max: Math.min(max, min + 2000) });
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: (schema['minimum'] as number | undefined) ?? -1000,
        max: (schema['maximum'] as number | undefined) ?? 1000,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = validOf(schema['items'] as JsonSchema | undefined, resolve, ids, depth + 1);
      const constraints = {
        minLength: Number(schema['minItems'] ?? 0),
        maxLength: Math.min(Number(schema['maxItems'] ?? 4), 4),
      };
      return schema['uniqueItems'] === true
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    case 'object': {
      const props = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(props))
        record[name] = validOf(sub, resolve, ids, depth + 1);
      const required = ((schema['required'] as string[] | undefined) ?? []).filter(
        (k) => k in record,
      );
      return fc.record(record, { requiredKeys: required });
    }
    default:
      return validString(schema);
  }
}
