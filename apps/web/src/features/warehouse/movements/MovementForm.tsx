import { Button, Inline, NumberField, Select, TextField } from '@agendina/ui';
import { MANUAL_MOVEMENT_KINDS, STOCK_MOVEMENT_KIND_LABELS } from '@agendina/scheduling';
import { PageForm } from '../../salon/PageForm.tsx';
import { useCheckedForm, type CheckedFormProps } from '../../salon/use-checked-form.ts';
import { ProductPicker } from '../orders/ProductPicker.tsx';
import { fieldErrorsOf } from '../orders/server-errors.ts';
import {
  emptyMovementValues,
  signedQuantity,
  validateMovementForm,
  type Direction,
  type ManualMovementKind,
  type MovementFormErrors,
  type MovementFormValues,
} from './movement-form.ts';

const KIND_OPTIONS = MANUAL_MOVEMENT_KINDS.map((kind) => ({
  id: kind,
  name: STOCK_MOVEMENT_KIND_LABELS[kind],
  description: {
    CARICO: 'Merce che entra (aggiunge)',
    SCARICO: 'Merce rotta, scaduta o persa (toglie)',
    USO_INTERNO: 'Prodotto usato in salone (toglie)',
    RESO: 'Merce resa al fornitore (toglie)',
    RETTIFICA: 'Correzione della giacenza, in più o in meno',
  }[kind],
}));
const DIRECTION_OPTIONS = [
  { id: 'PIU' as const, name: 'In più (+)' },
  { id: 'MENO' as const, name: 'In meno (−)' },
];

export type MovementFormProps = CheckedFormProps<MovementFormValues>;

/**
 * A movement by hand: the product, the kind, a positive quantity the kind signs (a RETTIFICA
 * asks which way, and why). The server's 400 shows on its field; typed values survive it.
 */
export function MovementForm({
  initialValues = emptyMovementValues,
  onSubmit,
  ...footer
}: MovementFormProps) {
  const { values, set, errors, submit } = useCheckedForm<MovementFormValues, MovementFormErrors>(
    initialValues,
    validateMovementForm,
    onSubmit,
  );
  const server = fieldErrorsOf(footer.failure);
  const signed = signedQuantity(values);

  return (
    <PageForm label="Nuovo movimento" onSubmit={submit} footer={footer}>
      {values.product ? (
        <Inline space="sm" alignY="center">
          <span>
            Prodotto: <strong>{values.product.name}</strong> (disponibili {values.product.quantity})
          </span>
          <Button variant="secondary" onPress={() => set({ product: null })}>
            Cambia prodotto
          </Button>
        </Inline>
      ) : (
        <ProductPicker
          label="Prodotto"
          onPick={(product) => set({ product })}
          errorMessage={errors.product ?? server['productId']}
        />
      )}
      <Select<ManualMovementKind>
        label="Tipo di movimento"
        isRequired
        options={KIND_OPTIONS}
        selectedKey={values.kind}
        onSelectionChange={(kind) => kind !== null && set({ kind })}
      />
      {values.kind === 'RETTIFICA' ? (
        <Select<Direction>
          label="Verso della rettifica"
          options={DIRECTION_OPTIONS}
          selectedKey={values.direction}
          onSelectionChange={(direction) => direction !== null && set({ direction })}
        />
      ) : null}
      <NumberField
        label="Quantità"
        isRequired
        value={values.quantity ?? Number.NaN}
        onChange={(quantity) => set({ quantity: Number.isNaN(quantity) ? null : quantity })}
        minValue={0}
        maxValue={100000}
        step={1}
        description={
          values.quantity ? `Sarà registrato ${signed > 0 ? '+' : ''}${signed}` : undefined
        }
        errorMessage={errors.quantity ?? server['quantity']}
      />
      <TextField
        label="Motivo"
        isRequired={values.kind === 'RETTIFICA'}
        value={values.reason}
        onChange={(reason) => set({ reason })}
        errorMessage={errors.reason ?? server['reason']}
      />
    </PageForm>
  );
}
