import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { JsonSchema } from '../contract/load.ts';

/** Values that tend to break servers: huge, negative, wrong types, odd text. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('x'.repeat(5000)),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(2 ** 63),
  fc.constant(1e308),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constant('2030-02-30T25:61'),
  fc.constant("'; drop table appointments; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

type Resolve = (ref: string) => JsonSchema | undefined;

/**
 * An arbitrary that follows a JSON Schema most of the time (so handlers run for real) and
 * breaks it some of the time (wrong types, hostile values, missing or extra fields).
 */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  ids: Arbitrary<number>,
  depth = 0,
): Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  if (typeof schema['$ref'] === 'string')
    return arbitraryOf(resolve(schema['$ref']), resolve, ids, depth + 1);
  const branches = (schema['oneOf'] ?? schema['anyOf'] ?? schema['allOf']) as
    JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => arbitraryOf(b, resolve, ids, depth + 1)));
  if (Array.isArray(schema['enum']))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(schema['enum'] as unknown[])) },
      { weight: 1, arbitrary: hostile },
    );
  if ('const' in schema)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(schema['const']) },
      { weight: 1, arbitrary: hostile },
    );
  const type = Array.isArray(schema['type'])
    ? (schema['type'] as string[])[0]
    : (schema['type'] as string | undefined);
  let typed: Arbitrary<unknown>;
  switch (type) {
    case 'integer':
      typed = fc.oneof(
        ids,
        fc.integer({
          min: (schema['minimum'] as number | undefined) ?? -10,
          max: (schema['maximum'] as number | undefined) ?? 2000,
        }),
      );
      break;
    case 'number':
      typed = fc.double({ noNaN: true });
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    case 'array':
      typed = fc.array(
        arbitraryOf(schema['items'] as JsonSchema | undefined, resolve, ids, depth + 1),
        { maxLength: 4 },
      );
      break;
    case 'object': {
      const props = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(props))
        record[name] = arbitraryOf(sub, resolve, ids, depth + 1);
      typed = fc.record(record, {
        requiredKeys: ((schema['required'] as string[] | undefined) ?? []).filter(
          (k) => k in record,
        ),
      });
      break;
    }
    default:
      typed = stringFor(schema);
  }
  return fc.oneof(
    { weight: depth === 0 ? 4 : 15, arbitrary: typed },
    { weight: 1, arbitrary: hostile },
  );
}

function stringFor(schema: JsonSchema): Arbitrary<unknown> {
  const format = schema['format'];
  const pattern = String(schema['pattern'] ?? '');
  if (format === 'date')
    return fc.oneof(
      fc.constantFrom('2030-03-12', '2030-03-18', '2026-01-01'),
      fc.string({ maxLength: 12 }),
    );
  if (format === 'email')
    return fc.oneof(
      fc.constantFrom('giulia@example.it', 'info@salone-uno.example.it'),
      fc.string({ maxLength: 20 }),
    );
  if (format === 'uuid') return fc.oneof(fc.uuid(), fc.string({ maxLength: 10 }));
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}T'))
    return fc.oneof(
      fc.constantFrom('2030-03-12T10:00', '2030-03-12T23:45:00', '2030-03-12T00:00'),
      fc.string({ maxLength: 20 }),
    );
  if (pattern.startsWith('^\\+'))
    return fc.oneof(fc.constantFrom('+393471234567', '+14155550100'), fc.string({ maxLength: 16 }));
  if (pattern.includes('[01]\\d')) return fc.constantFrom('09:00', '13:30', '23:59', '25:00');
  if (schema['contentMediaType'] === 'application/json')
    return fc.oneof(
      fc.constantFrom(
        '{"monday":[["09:00","13:00"]]}',
        '{"monday":[["13:00","09:00"]]}',
        '{"funday":[]}',
        'non json',
      ),
      fc.json(),
    );
  return fc.string({ maxLength: Math.min(Number(schema['maxLength'] ?? 40), 60) });
}
