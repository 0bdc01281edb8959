// Values for the fuzz suite (fuzz.test.ts, requests.ts): values that follow a schema of the
// contract most of the time, so handlers run for real, and break it some of the time with the
// inputs that broke the server before (issue #15): NUL characters, dates that do not exist,
// extreme years, huge numbers, wrong types.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { JsonSchema } from '../contract/load.ts';

/** Text PostgreSQL cannot store (NUL) or that is easy to mishandle (lone surrogate, emoji, RTL). */
export const HOSTILE_TEXT = [
  '\u0000',
  'nul\u0000byte',
  '\u0000\u0000',
  '\uD800',
  '🙂 💇‍♀️',
  '\u202Eabc',
];

/** Dates that pass a shape check but do not exist, or that no salon books in. */
export const HOSTILE_DATES = ['2026-02-30', '2026-02-29', '2026-13-01', '0001-01-01', '9999-12-31'];
export const HOSTILE_DATE_TIMES = [
  '2026-02-30T10:00:00',
  '2026-03-12T24:00',
  '2026-03-12T10:61',
  '2026-03-12T10:00:60',
  '0001-01-01T10:00',
  '9999-12-31T23:30',
  '2030-02-30T25:61',
];

/** Numbers past every column's range. */
export const HUGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e20, 1e308, -1e308];

/** Values that tend to break servers: huge, negative, wrong types, odd text, impossible dates. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('x'.repeat(5000)),
  fc.constant(-1),
  fc.constant(0),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(...HOSTILE_DATES, ...HOSTILE_DATE_TIMES),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constant("'; drop table appointments; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant({}),
  fc.constant({ 'chiave\u0000': 'valore\u0000' }),
  fc.constant([]),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

export type Resolve = (ref: string) => JsonSchema | undefined;

/** Mostly `valid`, sometimes one of `bad`. */
function mostly<T>(valid: Arbitrary<T>, bad: readonly unknown[]): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...bad) },
  );
}

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
      typed = mostly(
        fc.oneof(
          ids,
          fc.integer({
            min: (schema['minimum'] as number | undefined) ?? -10,
            max: (schema['maximum'] as number | undefined) ?? 2000,
          }),
        ),
        HUGE_NUMBERS,
      );
      break;
    case 'number':
      typed = mostly(fc.double({ noNaN: true }), HUGE_NUMBERS);
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
      mostly(fc.constantFrom('2030-03-12', '2030-03-18', '2026-01-01'), HOSTILE_DATES),
      fc.string({ maxLength: 12 }),
    );
  if (format === 'email')
    return fc.oneof(
      fc.constantFrom('giulia@example.it', 'info@salone-uno.example.it', 'nul\u0000@example.it'),
      fc.string({ maxLength: 20 }),
    );
  if (format === 'uuid') return fc.oneof(fc.uuid(), fc.string({ maxLength: 10 }));
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}T'))
    return fc.oneof(
      mostly(
        fc.constantFrom('2030-03-12T10:00', '2030-03-12T23:45:00', '2030-03-12T00:00'),
        HOSTILE_DATE_TIMES,
      ),
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
        '{"monday\\u0000":[]}',
        'non json',
      ),
      fc.json(),
    );
  const text = fc.string({ maxLength: Math.min(Number(schema['maxLength'] ?? 40), 60) });
  // NUL inside otherwise valid text: PostgreSQL refuses it (22021), the schema does not.
  return mostly(
    text,
    HOSTILE_TEXT.map((bad) => `testo ${bad} valido`),
  );
}
