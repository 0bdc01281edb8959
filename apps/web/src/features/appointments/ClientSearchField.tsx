import { useEffect, useRef, useState } from 'react';
import { clientSearchDebounceMs } from '@agendina/api';
import { TextField } from '@agendina/ui';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * "Cerca cliente" of /gestione-appuntamenti: the field keeps its own text so typing never waits
 * for the router; the search goes to the address 300 ms after the last key (SPEC.md §7).
 */
export function ClientSearchField({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (term: string) => void;
}) {
  const [term, setTerm] = useState(value);
  const debounced = useDebouncedValue(term, clientSearchDebounceMs);
  const last = useRef(value);
  useEffect(() => {
    if (debounced === last.current) return;
    last.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);
  return (
    <TextField
      label="Cerca cliente"
      type="search"
      description="Per nome o numero di telefono"
      value={term}
      onChange={setTerm}
    />
  );
}
