import { readId } from '@agendina/scheduling';

// Checks for search params: a value that does not pass becomes undefined, so the screen falls
// back to its default instead of failing on a hand-edited or stale link. A validateSearch keeps
// every key of its route, undefined or not: the router lays the validated params over the raw
// ones of the address, so a key left out would let the raw value through to useSearch. Light on
// purpose: validateSearch runs in the app's entry chunk (no Temporal here).

/** A calendar date written yyyy-MM-dd that exists (2026-02-30 does not). */
export function isoDateOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** A positive integer id ("?operatore=2" arrives as the number 2, or as the string "2"). */
export const idOrUndefined = (value: unknown): number | undefined => readId(value) ?? undefined;

/** One of a list of allowed values. */
export function oneOfOrUndefined<T extends string>(
  allowed: readonly T[],
  value: unknown,
): T | undefined {
  return allowed.find((option) => option === value);
}

/** A non-blank text, trimmed of nothing (a search box shows what the user typed). */
export function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The params without the ones left undefined, so the address shows only what is set. */
export function definedOnly<T extends object>(
  params: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
