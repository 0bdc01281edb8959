/** An identifier as the API sends it: a number or a string. */
export type Id = string | number;

const NUMERIC = /^-?\d+$/;

/** The same record, whether the id arrived as 42 or "42". */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** Total order on ids: numeric ids by value (before text ids), text ids by code unit. */
export function compareIds(a: Id, b: Id): number {
  const sa = String(a);
  const sb = String(b);
  const na = NUMERIC.test(sa);
  const nb = NUMERIC.test(sb);
  if (na && nb) {
    const diff = Number(sa) - Number(sb);
    if (diff !== 0) return diff;
  } else if (na !== nb) {
    return na ? -1 : 1;
  }
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** An id read from API data: a finite number or a non-blank string; anything else is null. */
export function readId(value: unknown): Id | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return null;
}
