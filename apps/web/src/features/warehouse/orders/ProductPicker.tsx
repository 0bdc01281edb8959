import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsQueryOptions, type Product, type ProductListParams } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { ComboBox } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

export interface ProductPickerProps {
  label: string;
  /** Narrows the search (the cash desk: RIVENDITA, active). */
  filter?: Pick<ProductListParams, 'use' | 'active'>;
  /** Which price the options show beside the name. */
  price?: 'cost' | 'sale';
  onPick: (product: Product) => void;
  errorMessage?: string | undefined;
  description?: string;
}

/**
 * A product by name, brand or EAN, searched on the server (300 ms after typing stops). A
 * keyboard-wedge scanner types the 13 digits and Enter here: the server matches them exactly, so
 * the one product found is picked at once. After a pick the field empties for the next one.
 */
export function ProductPicker({
  label,
  filter,
  price = 'cost',
  onPick,
  errorMessage,
  description,
}: ProductPickerProps) {
  const api = useApi();
  const [text, setText] = useState('');
  // Each pick starts a fresh field (closed list, empty text) that keeps the focus, ready for the
  // next name or scan: React Aria keeps its list open after a pick while the selection is held null.
  const [round, setRound] = useState(0);
  const q = useDebouncedValue(text.trim(), 300);
  const results = useQuery({
    ...productsQueryOptions(api, { ...filter, ...(q ? { q } : {}), size: 20 }),
    placeholderData: keepPreviousData,
  });
  const products = useMemo(() => results.data?.content ?? [], [results.data]);
  const pick = (product: Product | undefined) => {
    if (!product) return;
    onPick(product);
    setText('');
    setRound((r) => r + 1);
  };
  // One list per answer: React Aria rebuilds its collection whenever `items` changes identity.
  const options = useMemo(
    () =>
      products.map((product) => {
        const cents = price === 'sale' ? product.salePriceCents : product.costCents;
        return {
          id: product.id,
          name: product.name,
          description: [
            product.brand,
            product.ean,
            cents === null ? null : formatEuro(cents),
            `disp. ${product.quantity}`,
          ]
            .filter(Boolean)
            .join(' · '),
        };
      }),
    [products, price],
  );

  return (
    <ComboBox
      key={round}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- back in the field the user just picked from
      autoFocus={round > 0}
      label={label}
      items={options}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => pick(products.find((product) => product.id === key))}
      placeholder="Nome, marca o codice a barre"
      description={description ?? (results.isError ? 'Ricerca non riuscita: riprova' : undefined)}
      errorMessage={errorMessage}
      onKeyDown={(event) => {
        // A scanned EAN: 13 digits and Enter pick the exact match without opening the list.
        if (event.key === 'Enter' && /^\d{13}$/.test(text.trim())) {
          const exact = products.find((product) => product.ean === text.trim());
          if (exact) pick(exact);
        }
      }}
    />
  );
}
