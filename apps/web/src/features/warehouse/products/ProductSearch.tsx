import { useSearchText } from '../../../lib/use-search-text.ts';
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
  const search = useSearchText(initialText, onSearch);
  return (
    <ScanField
      label="Cerca prodotto"
      description="Nome, marca o codice EAN: puoi anche usare il lettore di codici a barre"
      value={search.text}
      onChange={search.type}
      onScan={(code) => {
        search.replace(code);
        onScan(code);
      }}
      errorMessage={errorMessage}
    />
  );
}
