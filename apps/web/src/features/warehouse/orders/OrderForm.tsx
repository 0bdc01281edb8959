import { useMemo, useState, type FormEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { suppliersQueryOptions } from '@agendina/api';
import { formatEuro } from '@agendina/scheduling';
import { IconButton, Inline, MoneyField, Select, Stack, TextArea, pageFrame } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { PageForm } from '../../salon/PageForm.tsx';
import type { CheckedFormProps } from '../../salon/use-checked-form.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { QuantityField } from './QuantityField.tsx';
import {
  addProductLine,
  emptyOrderValues,
  formTotalCents,
  validateOrderForm,
  type OrderFormErrors,
  type OrderFormValues,
  type OrderLineValues,
} from './order-form.ts';
import { fieldErrorsOf } from './server-errors.ts';

export type OrderFormProps = CheckedFormProps<OrderFormValues>;

/**
 * A BOZZA order: the supplier, then products picked by name or scanned, each with its quantity
 * and unit cost (the product's cost to start with), and the total. Typed values survive a refusal.
 */
export function OrderForm({
  initialValues = emptyOrderValues,
  onSubmit,
  ...footer
}: OrderFormProps) {
  const api = useApi();
  const suppliers = useSuspenseQuery(suppliersQueryOptions(api));
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const server = fieldErrorsOf(footer.failure);
  const errorOf = (path: string) => errors[path] ?? server[path];
  const setLine = (index: number, patch: Partial<OrderLineValues>) =>
    setValues((v) => ({
      ...v,
      lines: v.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOrderForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  // One list per answer: React Aria rebuilds its collection whenever `options` changes identity.
  const options = useMemo(
    () =>
      suppliers.data
        .filter((supplier) => supplier.active || supplier.id === initialValues.supplierId)
        .map((supplier) => ({ id: supplier.id, name: supplier.name })),
    [suppliers.data, initialValues.supplierId],
  );

  return (
    <PageForm label="Ordine al fornitore" onSubmit={submit} footer={footer}>
      <Select<number>
        label="Fornitore"
        isRequired
        options={options}
        selectedKey={values.supplierId}
        onSelectionChange={(supplierId) => setValues((v) => ({ ...v, supplierId }))}
        errorMessage={errorOf('supplierId')}
      />
      {values.lines.length > 0 ? (
        <ol className={pageFrame.list} aria-label="Righe dell'ordine">
          {values.lines.map((line, index) => (
            <li key={line.productId} className={pageFrame.listItem} aria-label={line.productName}>
              <Stack space="sm">
                <Inline space="sm" align="spaceBetween" alignY="center">
                  <strong>{line.productName}</strong>
                  <IconButton
                    icon="delete"
                    variant="ghost"
                    aria-label={`Togli ${line.productName}`}
                    onPress={() =>
                      setValues((v) => ({ ...v, lines: v.lines.filter((_, at) => at !== index) }))
                    }
                  />
                </Inline>
                <Inline space="md" alignY="top">
                  <QuantityField
                    value={line.quantity}
                    onChange={(quantity) => setLine(index, { quantity })}
                    errorMessage={errorOf(`lines.${index}.quantity`)}
                  />
                  <MoneyField
                    label="Costo unitario"
                    value={line.unitCostCents}
                    onChange={(unitCostCents) => setLine(index, { unitCostCents })}
                    errorMessage={errorOf(`lines.${index}.unitCostCents`)}
                  />
                </Inline>
              </Stack>
            </li>
          ))}
        </ol>
      ) : null}
      <ProductPicker
        label="Aggiungi prodotto"
        filter={{ active: true }}
        onPick={(product) => setValues((v) => ({ ...v, lines: addProductLine(v.lines, product) }))}
        errorMessage={errorOf('lines')}
      />
      <p>
        Totale dell&apos;ordine: <strong>{formatEuro(formTotalCents(values.lines))}</strong>
      </p>
      <TextArea
        label="Note per il fornitore"
        rows={2}
        value={values.notes}
        onChange={(notes) => setValues((v) => ({ ...v, notes }))}
      />
    </PageForm>
  );
}
