import type { SelectOption } from '@agendina/ui';

/** The "Tutti" choice of a list's filter: no filter on that field. */
export const ALL = 'tutti';

/** A filter's choices, "Tutti" first. */
export const withAll = <K extends string | number>(
  options: SelectOption<K>[],
): SelectOption<K | typeof ALL>[] => [{ id: ALL, name: 'Tutti' }, ...options];
