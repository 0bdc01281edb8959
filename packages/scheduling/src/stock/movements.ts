import type { StockMovementKind } from '@agendina/contract';

export const STOCK_MOVEMENT_KIND_LABELS: Readonly<Record<StockMovementKind, string>> = {
  CARICO: 'Carico',
  SCARICO: 'Scarico',
  VENDITA: 'Vendita',
  USO_INTERNO: 'Uso interno',
  RESO: 'Reso',
  RETTIFICA: 'Rettifica',
};

/** Kinds a person may write by hand; VENDITA comes only from the cash desk. */
export const MANUAL_MOVEMENT_KINDS = [
  'CARICO',
  'SCARICO',
  'USO_INTERNO',
  'RESO',
  'RETTIFICA',
] as const satisfies readonly StockMovementKind[];

export const MOVEMENT_REASON_REQUIRED_MESSAGE = 'Indica il motivo della rettifica';

/**
 * Why a signed quantity does not fit its kind, or null when it does: stock in is positive,
 * stock out negative; RESO and RETTIFICA go either way; zero never moves anything.
 */
export function movementSignError(kind: StockMovementKind, quantity: number): string | null {
  if (!Number.isInteger(quantity)) return 'La quantità deve essere un numero intero';
  if (quantity === 0) return 'La quantità non può essere zero';
  switch (kind) {
    case 'CARICO':
      return quantity > 0 ? null : 'Un carico aggiunge merce: la quantità deve essere positiva';
    case 'SCARICO':
      return quantity < 0 ? null : 'Uno scarico toglie merce: la quantità deve essere negativa';
    case 'USO_INTERNO':
      return quantity < 0 ? null : "L'uso interno toglie merce: la quantità deve essere negativa";
    case 'VENDITA':
      return quantity < 0 ? null : 'Una vendita toglie merce: la quantità deve essere negativa';
    case 'RESO':
    case 'RETTIFICA':
      return null;
  }
}

/** What a movement written by hand says, as the rule reads it. */
export interface ManualMovement {
  kind: StockMovementKind;
  /** Signed: positive in, negative out. */
  quantity: number;
  /** As typed; blank counts as none. */
  reason: string | null;
}

export type ManualMovementErrors = Partial<Record<'quantity' | 'reason', string>>;

/**
 * The rule a movement written by hand meets, per field (the form shows each message on its field,
 * the server answers them in a 400): the sign fits the kind, and a RETTIFICA says why.
 */
export function manualMovementErrors(movement: ManualMovement): ManualMovementErrors {
  const errors: ManualMovementErrors = {};
  const sign = movementSignError(movement.kind, movement.quantity);
  if (sign !== null) errors.quantity = sign;
  if (movement.kind === 'RETTIFICA' && (movement.reason ?? '').trim() === '')
    errors.reason = MOVEMENT_REASON_REQUIRED_MESSAGE;
  return errors;
}

/** The value at cost of a quantity: nothing for stock at or below zero (integer cents). */
export function stockValueCents(quantity: number, costCents: number): number {
  return quantity > 0 ? quantity * costCents : 0;
}

/** The RETTIFICA an inventory count writes for a product: counted minus the ledger (0: none). */
export function countAdjustment(counted: number, current: number): number {
  return counted - current;
}
