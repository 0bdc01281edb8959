/** The ids with `moved` placed before or after `target` (drag and drop). */
export function moveRelative<T>(
  ids: readonly T[],
  moved: readonly T[],
  target: T,
  position: 'before' | 'after',
): T[] {
  const rest = ids.filter((id) => !moved.includes(id));
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moved, ...rest.slice(index)];
}

/** The ids with the one at `from` moved by one step up (-1) or down (+1); unchanged at the ends. */
export function moveByStep<T>(ids: readonly T[], id: T, step: -1 | 1): T[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
