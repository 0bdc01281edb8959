import { useMemo } from 'react';
import { Select, type SelectOption } from '@agendina/ui';

export interface FilterSelectProps<K extends string> {
  label: string;
  /**
   * The first choice, which means no filter: its key (each page keeps the one its address and
   * stories already know) and its name («Tutti», «Tutte le categorie»).
   */
  all: SelectOption<string>;
  options: readonly SelectOption<K>[];
  /** The chosen key; undefined is the «all» choice. */
  value: K | undefined;
  onChange: (value: K | undefined) => void;
}

/**
 * A list page's filter: a Select whose first choice is «all» and stands for no filter, so the
 * page's search keeps only real keys (undefined drops the parameter from the address).
 */
export function FilterSelect<K extends string>({
  label,
  all,
  options,
  value,
  onChange,
}: FilterSelectProps<K>) {
  // One list while its parts stay the same: React Aria renders a Select's options again whenever
  // its items are a new array, and the pages' own lists were constants.
  const choices = useMemo(
    () => [{ id: all.id, name: all.name }, ...options],
    [all.id, all.name, options],
  );
  return (
    <Select<string>
      label={label}
      options={choices}
      selectedKey={value ?? all.id}
      onSelectionChange={(key) => onChange(key === all.id || key === null ? undefined : (key as K))}
    />
  );
}
