import type { Supplier } from '@agendina/api';
import type { ProductUnit, ProductUse, VatRate } from '@agendina/contract';
import {
  Columns,
  ColumnsItem,
  MoneyField,
  NumberField,
  Select,
  Switch,
  TextField,
  type FormFooterProps,
} from '@agendina/ui';
import { PageForm } from '../../salon/PageForm.tsx';
import { useCheckedForm } from '../../salon/use-checked-form.ts';
import {
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form.ts';
import { productUnitOptions, productUseOptions, vatRateOptions } from './product-labels.ts';

const NO_SUPPLIER = 0;

export interface ProductFormProps extends FormFooterProps {
  initialValues: ProductFormValues;
  suppliers: readonly Supplier[];
  /** The server's refusals, each on its field (a duplicate EAN on the EAN). */
  serverErrors: ProductFormErrors;
  /** Any change: the parent forgets the server's last refusal. */
  onEdit: () => void;
  onSubmit: (values: ProductFormValues) => void;
}

/** Every field MODULES.md lists for a product but the quantity, which only movements change. */
export function ProductForm({
  initialValues,
  suppliers,
  serverErrors,
  onEdit,
  onSubmit,
  ...footer
}: ProductFormProps) {
  const form = useCheckedForm<ProductFormValues, ProductFormErrors>(
    initialValues,
    validateProductForm,
    onSubmit,
  );
  const { values } = form;
  const set = (patch: Partial<ProductFormValues>) => {
    onEdit();
    form.set(patch);
  };
  const errorOf = (key: keyof ProductFormErrors) => form.errors[key] ?? serverErrors[key];
  const supplierOptions = [
    { id: NO_SUPPLIER, name: 'Nessun fornitore' },
    ...suppliers.map((s) => ({ id: s.id, name: s.name })),
  ];

  return (
    <PageForm label="Dati del prodotto" onSubmit={form.submit} footer={footer}>
      <TextField
        label="Nome"
        isRequired
        value={values.name}
        onChange={(name) => set({ name })}
        errorMessage={errorOf('name')}
      />
      <Columns space="md" collapseBelow="desktop">
        <ColumnsItem>
          <TextField label="Marca" value={values.brand} onChange={(brand) => set({ brand })} />
        </ColumnsItem>
        <ColumnsItem>
          <TextField
            label="Categoria"
            value={values.category}
            onChange={(category) => set({ category })}
          />
        </ColumnsItem>
      </Columns>
      <TextField
        label="Codice EAN-13"
        description="Le 13 cifre del codice a barre (facoltativo)"
        inputMode="numeric"
        autoComplete="off"
        value={values.ean}
        onChange={(ean) => set({ ean })}
        errorMessage={errorOf('ean')}
      />
      <Columns space="md" collapseBelow="desktop">
        <ColumnsItem>
          <Select<ProductUse>
            label="Uso"
            options={productUseOptions}
            selectedKey={values.use}
            onSelectionChange={(use) => use && set({ use })}
          />
        </ColumnsItem>
        <ColumnsItem>
          <Select<ProductUnit>
            label="Unità"
            options={productUnitOptions}
            selectedKey={values.unit}
            onSelectionChange={(unit) => unit && set({ unit })}
          />
        </ColumnsItem>
      </Columns>
      <Columns space="md" collapseBelow="desktop">
        <ColumnsItem>
          <MoneyField
            label="Costo"
            isRequired
            value={values.costCents}
            onChange={(costCents) => set({ costCents })}
            errorMessage={errorOf('costCents')}
          />
        </ColumnsItem>
        <ColumnsItem>
          <MoneyField
            label="Prezzo di vendita"
            isRequired={values.use === 'RIVENDITA'}
            value={values.salePriceCents}
            onChange={(salePriceCents) => set({ salePriceCents })}
            errorMessage={errorOf('salePriceCents')}
          />
        </ColumnsItem>
        <ColumnsItem>
          <Select<VatRate>
            label="IVA"
            options={vatRateOptions}
            selectedKey={values.vatRate}
            onSelectionChange={(vatRate) => vatRate !== null && set({ vatRate })}
          />
        </ColumnsItem>
      </Columns>
      <Columns space="md" collapseBelow="desktop">
        <ColumnsItem>
          <NumberField
            label="Scorta minima"
            description="Sotto questa quantità il prodotto va riordinato"
            minValue={0}
            step={1}
            value={values.minimumStock}
            onChange={(minimumStock) =>
              set({ minimumStock: Number.isNaN(minimumStock) ? 0 : minimumStock })
            }
            errorMessage={errorOf('minimumStock')}
          />
        </ColumnsItem>
        <ColumnsItem>
          <Select<number>
            label="Fornitore"
            options={supplierOptions}
            selectedKey={values.supplierId ?? NO_SUPPLIER}
            onSelectionChange={(id) => set({ supplierId: id === NO_SUPPLIER ? null : id })}
            errorMessage={errorOf('supplierId')}
          />
        </ColumnsItem>
      </Columns>
      <Switch isSelected={values.active} onChange={(active) => set({ active })}>
        Attivo (si vende e si conta)
      </Switch>
    </PageForm>
  );
}
