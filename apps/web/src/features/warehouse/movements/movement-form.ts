import type { Product, StockMovementInput } from '@agendina/api';
import { manualMovementErrors, type MANUAL_MOVEMENT_KINDS } from '@agendina/scheduling';

export type ManualMovementKind = (typeof MANUAL_MOVEMENT_KINDS)[number];

/** Which way a RETTIFICA goes: the user chooses; every other kind has its own direction. */
export type Direction = 'PIU' | 'MENO';

export interface MovementFormValues {
  product: Pick<Product, 'id' | 'name' | 'unit' | 'quantity'> | null;
  kind: ManualMovementKind;
  /** As typed: always positive, the kind (or the direction) gives the sign. */
  quantity: number | null;
  direction: Direction;
  reason: string;
}

export type MovementFormErrors = Partial<Record<'product' | 'quantity' | 'reason', string>>;

export const emptyMovementValues: MovementFormValues = {
  product: null,
  kind: 'SCARICO',
  quantity: null,
  direction: 'MENO',
  reason: '',
};

/**
 * The signed quantity: CARICO adds; SCARICO, USO_INTERNO and RESO (goods back to the supplier)
 * take away; RETTIFICA goes the way the user chose.
 */
export function signedQuantity(
  values: Pick<MovementFormValues, 'kind' | 'quantity' | 'direction'>,
) {
  const quantity = values.quantity ?? 0;
  switch (values.kind) {
    case 'CARICO':
      return quantity;
    case 'RETTIFICA':
      return values.direction === 'PIU' ? quantity : -quantity;
    default:
      return -quantity;
  }
}

export function validateMovementForm(values: MovementFormValues): MovementFormErrors {
  // The kind's sign and the RETTIFICA's reason: the rule the server applies too.
  const rule = manualMovementErrors({
    kind: values.kind,
    quantity: signedQuantity(values),
    reason: values.reason,
  });
  const errors: MovementFormErrors = {};
  if (values.product === null) errors.product = 'Scegli il prodotto';
  if (values.quantity === null) errors.quantity = 'Indica la quantità';
  else if (values.quantity < 0)
    errors.quantity = 'Scrivi la quantità senza segno: il tipo la rende positiva o negativa';
  else if (rule.quantity) errors.quantity = rule.quantity;
  if (rule.reason) errors.reason = rule.reason;
  return errors;
}

/** The body of POST /warehouse/movements, once the form is valid. */
export function movementInputOf(values: MovementFormValues): StockMovementInput {
  const reason = values.reason.trim();
  return {
    productId: values.product?.id ?? 0,
    kind: values.kind,
    quantity: signedQuantity(values),
    reason: reason === '' ? null : reason,
  };
}
