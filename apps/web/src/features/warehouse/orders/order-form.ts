import type { Product, PurchaseOrder, PurchaseOrderInput } from '@agendina/api';
import { orderTotalCents } from '@agendina/scheduling';

/** A line as typed: the product and its unit cost prefilled, the quantity empty while typing. */
export interface OrderLineValues {
  productId: number;
  productName: string;
  quantity: number | null;
  unitCostCents: number | null;
}

export interface OrderFormValues {
  supplierId: number | null;
  notes: string;
  lines: OrderLineValues[];
}

/** Messages by field: supplierId, lines, lines.<i>.quantity, lines.<i>.unitCostCents. */
export type OrderFormErrors = Partial<Record<string, string>>;

export const emptyOrderValues: OrderFormValues = { supplierId: null, notes: '', lines: [] };

/** An existing BOZZA as the form edits it. */
export function orderValuesOf(order: PurchaseOrder): OrderFormValues {
  return {
    supplierId: order.supplierId,
    notes: order.notes ?? '',
    lines: order.lines.map(({ productId, productName, quantity, unitCostCents }) => ({
      productId,
      productName,
      quantity,
      unitCostCents,
    })),
  };
}

/**
 * A picked product: a new line of one piece at the product's cost, or one more piece on its line
 * (the contract allows one line per product).
 */
export function addProductLine(lines: readonly OrderLineValues[], product: Product) {
  const at = lines.findIndex((line) => line.productId === product.id);
  if (at >= 0)
    return lines.map((line, index) =>
      index === at ? { ...line, quantity: (line.quantity ?? 0) + 1 } : line,
    );
  return [
    ...lines,
    {
      productId: product.id,
      productName: product.name,
      quantity: 1,
      unitCostCents: product.costCents,
    },
  ];
}

/** The total as typed so far, by the server's rule (a field still empty counts as 0). */
export const formTotalCents = (lines: readonly OrderLineValues[]) =>
  orderTotalCents(
    lines.map((line) => ({ quantity: line.quantity ?? 0, unitCostCents: line.unitCostCents ?? 0 })),
  );

/** The limits of PurchaseOrderInput in openapi/. */
const MAX_QUANTITY = 100000;

export function validateOrderForm(values: OrderFormValues): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (values.supplierId === null) errors['supplierId'] = 'Scegli il fornitore';
  if (values.lines.length === 0) errors['lines'] = 'Aggiungi almeno un prodotto';
  values.lines.forEach((line, index) => {
    if (line.quantity === null || !Number.isInteger(line.quantity) || line.quantity < 1)
      errors[`lines.${index}.quantity`] = 'Indica una quantità di almeno 1';
    else if (line.quantity > MAX_QUANTITY)
      errors[`lines.${index}.quantity`] = `Al massimo ${MAX_QUANTITY} pezzi per riga`;
    if (line.unitCostCents === null || line.unitCostCents < 0)
      errors[`lines.${index}.unitCostCents`] = 'Indica il costo unitario';
  });
  return errors;
}

/** The body of POST /warehouse/orders and PUT /warehouse/orders/{id}, once the form is valid. */
export function orderInputOf(values: OrderFormValues): PurchaseOrderInput {
  const notes = values.notes.trim();
  return {
    supplierId: values.supplierId ?? 0,
    notes: notes === '' ? null : notes,
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity ?? 0,
      unitCostCents: line.unitCostCents ?? 0,
    })),
  };
}
