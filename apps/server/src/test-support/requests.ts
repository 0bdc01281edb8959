// Requests of one operation, generated from its parameters and request body in the contract:
// valid ones (the handler runs for real), valid ones with one leaf made hostile (NUL in a note,
// 30 February in a date, a huge number in an id: what only the database would notice), and
// loose ones that break the schema anywhere (arbitraries.ts).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { ContractOperation } from '../contract/load.ts';
import {
  HOSTILE_DATES,
  HOSTILE_DATE_TIMES,
  HOSTILE_TEXT,
  HUGE_NUMBERS,
  arbitraryOf,
  hostile,
} from './arbitraries.ts';
import type { Resolve } from './arbitraries.ts';
import { validOf } from './valid-values.ts';

/** One request for an operation: path with its parameters filled in, query, body, headers. */
export interface GeneratedRequest {
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Header parameters (Idempotency-Key): always valid, so the handler behind them runs. */
  headers: Record<string, string>;
}

interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Path parameters that are no id at all, or text the database cannot hold. */
const ODD_PATH_PARAMS = ['abc', '-5', '0', '1e3', '2147483648', '99999999999999999999', '%00'];

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every place in `value` that holds a primitive or null (not a body an operation has not), with its parent. */
function leaves(value: unknown, out: Leaf[] = []): Leaf[] {
  if (typeof value !== 'object' || value === null) return out;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (typeof child === 'object' && child !== null) leaves(child, out);
    else if (child !== undefined) out.push({ parent: value as Record<string, unknown>, key });
  }
  return out;
}

/**
 * What replaces a leaf: most of the time the hostile value of its own kind (a date that does not
 * exist for a date, NUL inside a text, a huge number for a number), so the rest of the request
 * stays what the handler expects; otherwise `generic`.
 */
function hostileFor(value: unknown, pick: number, generic: unknown): unknown {
  const among = <T>(list: readonly T[]): T => list[pick % list.length] as T;
  if (pick % 4 === 0) return generic;
  if (typeof value === 'number') return among(HUGE_NUMBERS);
  if (typeof value !== 'string') return generic;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return among(HOSTILE_DATE_TIMES);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return among(HOSTILE_DATES);
  const bad = among(HOSTILE_TEXT);
  return pick % 3 === 0 ? bad : `${value.slice(0, 20)}${bad}`;
}

/** `parts` with one leaf (picked by `pick`) made hostile; a whole body when it has no leaf. */
function withOneLeaf(parts: RequestParts, pick: number, generic: unknown): RequestParts {
  const copy = structuredClone(parts);
  const found = leaves(copy);
  const leaf = found[pick % Math.max(found.length, 1)];
  if (leaf) {
    const parent = leaf.parent as Record<string | number, unknown>;
    parent[leaf.key] = hostileFor(parent[leaf.key], Math.floor(pick / 7), generic);
  } else if (copy.body !== undefined) copy.body = generic;
  return copy;
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A path segment; text no URI can carry (a lone surrogate) goes as bytes that are not UTF-8. */
function pathSegment(value: unknown): string {
  try {
    return encodeURIComponent(asText(value));
  } catch {
    return '%ED%A0%80%FF';
  }
}

function toRequest(op: ContractOperation, parts: RequestParts): Omit<GeneratedRequest, 'headers'> {
  return {
    path: op.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathSegment(parts.path[name])),
    query: Object.fromEntries(Object.entries(parts.query).map(([k, v]) => [k, asText(v)])),
    body: parts.body,
  };
}

/** Requests for `op`: valid, valid but for one hostile leaf, or loose. */
export function requestArbitrary(
  op: ContractOperation,
  resolve: Resolve,
  ids: Arbitrary<number>,
): Arbitrary<GeneratedRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const valid: Arbitrary<RequestParts> = fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, ids]))),
    query: fc.record(
      Object.fromEntries(queryParams.map((p) => [p.name, validOf(p.schema, resolve, ids)])),
      { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
    ),
    body: op.body ? validOf(op.body.schema, resolve, ids) : fc.constant(undefined),
  });
  const loose: Arbitrary<RequestParts> = fc.record({
    path: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [p.name, fc.oneof(ids, fc.constantFrom(...ODD_PATH_PARAMS))]),
      ),
    ),
    query: fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          fc.oneof(arbitraryOf(p.schema, resolve, ids), fc.string({ maxLength: 10 })),
        ]),
      ),
      { requiredKeys: [] },
    ),
    body: op.body
      ? fc.oneof(
          { weight: 4, arbitrary: arbitraryOf(op.body.schema, resolve, ids) },
          { weight: 1, arbitrary: hostile },
        )
      : fc.constant(undefined),
  });
  const oneHostileLeaf = fc
    .tuple(valid, fc.nat(), hostile)
    .map(([parts, pick, bad]) => withOneLeaf(parts, pick, bad));
  const parts = fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 4, arbitrary: oneHostileLeaf },
    { weight: 2, arbitrary: loose },
  );
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  // Operations without header parameters draw exactly what they drew before (same seed, same requests).
  if (headerParams.length === 0) return parts.map((p) => ({ ...toRequest(op, p), headers: {} }));
  // A header carries no NUL or non-ASCII text (fetch refuses it before the server sees it): a
  // fresh UUID, what a client sends as Idempotency-Key.
  const headers = fc.record(Object.fromEntries(headerParams.map((p) => [p.name, fc.uuid()])));
  return fc.tuple(parts, headers).map(([p, header]) => ({ ...toRequest(op, p), headers: header }));
}
