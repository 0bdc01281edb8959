import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  clientSearchDebounceMs,
  findProductByEanMutation,
  isApiError,
  productsQueryOptions,
  setInventoryCountLineMutation,
  type InventoryCount,
  type Product,
} from '@agendina/api';
import { EAN13_INVALID_MESSAGE, isValidEan13 } from '@agendina/scheduling';
import { Button, Form, Inline, NumberField, Stack, pageFrame, FailureMessage } from '@agendina/ui';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useApi } from '../../../lib/router-context.ts';
import { productUnitShort } from '../products/product-labels.ts';
import { ScanField } from '../scan/ScanField.tsx';
import * as styles from './count.css.ts';

const MATCHES = 5;

/**
 * One shelf entry: scan (scanner or camera) or search the product, type how many are there,
 * Enter saves, and the scan field takes the focus again for the next product.
 */
export function CountEntry({ count }: { count: InventoryCount }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState(Number.NaN);
  const [saved, setSaved] = useState<string | null>(null);
  const scanField = useRef<HTMLDivElement>(null);
  const byEan = useMutation(findProductByEanMutation(api));
  const save = useMutation(setInventoryCountLineMutation(api, count.id));
  const term = useDebouncedValue(text.trim(), clientSearchDebounceMs);
  const searching = product === null && term.length >= 2 && !/^\d{8,}$/.test(term);
  const matches = useQuery({
    ...productsQueryOptions(api, { q: term, active: true, size: MATCHES }),
    enabled: searching,
  });

  const choose = (next: Product) => {
    setProduct(next);
    setNotFound(null);
    setSaved(null);
    save.reset();
    const line = count.lines.find((l) => l.productId === next.id);
    setQuantity(line ? line.countedQuantity : Number.NaN);
  };
  const scanned = (code: string) => {
    setText(code);
    setSaved(null);
    if (!isValidEan13(code)) return setNotFound(EAN13_INVALID_MESSAGE);
    byEan.mutate(code, {
      onSuccess: choose,
      onError: (error) => {
        if (isApiError(error) && error.status === 404) {
          setNotFound(`Nessun prodotto con il codice ${code}: crealo in Prodotti.`);
        }
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product || Number.isNaN(quantity)) return;
    save.mutate(
      { productId: product.id, countedQuantity: quantity },
      {
        onSuccess: (line) => {
          setSaved(
            `${line.productName}: ${line.countedQuantity} ${productUnitShort[line.unit]} contati.`,
          );
          setProduct(null);
          setText('');
          setQuantity(Number.NaN);
          scanField.current?.querySelector('input')?.focus();
        },
      },
    );
  };
  const lookupFailure = isApiError(byEan.error) && byEan.error.status === 404 ? null : byEan.error;

  return (
    <Stack space="md">
      <ScanField
        label="Prodotto"
        description="Scansiona il codice a barre oppure scrivi il nome"
        value={text}
        onChange={(next) => {
          setText(next);
          setNotFound(null);
          setProduct(null);
        }}
        onScan={scanned}
        errorMessage={notFound ?? undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the count starts at the scan field
        autoFocus
        inputRef={scanField}
      />
      <FailureMessage error={lookupFailure ?? matches.error} />
      {searching && matches.data ? (
        <ul className={pageFrame.list} aria-label="Prodotti trovati">
          {matches.data.content.length === 0 ? (
            <li className={pageFrame.listItem}>Nessun prodotto trovato.</li>
          ) : (
            matches.data.content.map((match) => (
              <li key={match.id} className={pageFrame.listItem}>
                <span className={pageFrame.grow}>{match.name}</span>
                <Button variant="secondary" onPress={() => choose(match)}>
                  Conta
                </Button>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {product ? (
        <Form onSubmit={submit} aria-label="Quantità contata">
          <Stack space="sm">
            <p className={styles.productName}>{product.name}</p>
            <p className={pageFrame.muted}>
              In magazzino: {product.quantity} {productUnitShort[product.unit]}
            </p>
            <div className={styles.bigQuantity}>
              <NumberField
                label="Quantità contata"
                minValue={0}
                step={1}
                value={quantity}
                onChange={setQuantity}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the next thing to type after a scan
                autoFocus
                isRequired
              />
            </div>
            <FailureMessage error={save.error} />
            <Inline space="sm">
              <Button type="submit" isDisabled={save.isPending || Number.isNaN(quantity)}>
                Salva
              </Button>
              <Button variant="secondary" onPress={() => setProduct(null)}>
                Annulla
              </Button>
            </Inline>
          </Stack>
        </Form>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
    </Stack>
  );
}
