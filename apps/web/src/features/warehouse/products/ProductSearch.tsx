import { useState } from 'react';
import { clientSearchDebounceMs } from '@agendina/api';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { ScanField } from '../scan/ScanField.tsx';

export interface ProductSearchProps {
  initialText: string;
  /** The text once typing stops (300 ms). */
  onSearch: (text: string) => void;
  /** A code from the scanner or the camera (at once, no waiting). */
  onScan: (code: string) => void;
  errorMessage?: string | undefined;
}

/**
 * The product search keeps its own text, so a keystroke renders this field alone: a scanner's
 * keys come a few milliseconds apart and must not wait for the page to render between them.
 */
export function ProductSearch({ initialText, onSearch, onScan, errorMessage }: ProductSearchProps) {
  const [typed, setTyped] = useState(initialText);
  const search = useDebouncedCallback(onSearch, clientSearchDebounceMs);
  return (
    <ScanField
      label="Cerca prodotto"
      description="Nome, marca o codice EAN: puoi anche usare il lettore di codici a barre"
      value={typed}
      onChange={(text) => {
        setTyped(text);
        search(text);
      }}
      onScan={(code) => {
        search.cancel();
        setTyped(code);
        onScan(code);
      }}
      errorMessage={errorMessage}
    />
  );
}
