// The mock warehouse the stories' server holds (WarehouseDesk) and the rules its handlers apply
// to it, by @agendina/scheduling's stock rules (warehouse-orders.ts serves it over HTTP).
import { isValidPartitaIva, normalisePartitaIva } from '@agendina/scheduling';
import type { Schemas } from '../api-mocks.ts';
import {
  sentOrder,
  warehouseMovements,
  warehouseProducts,
  warehouseSuppliers,
} from '../fixtures/warehouse-orders.ts';

type Order = Schemas['PurchaseOrder'];
type Product = Schemas['Product'];

/** The warehouse the mock server holds: a story starts from a copy and sees what it writes. */
export interface WarehouseDesk {
  suppliers: Schemas['Supplier'][];
  products: Product[];
  orders: Order[];
  movements: Schemas['StockMovement'][];
  /** Idempotency-Key of each receipt of goods, in order. */
  receiveKeys: string[];
  received: Schemas['PurchaseOrderReceiveRequest'][];
}

export const newWarehouseDesk = (patch: Partial<WarehouseDesk> = {}): WarehouseDesk => ({
  suppliers: structuredClone(warehouseSuppliers),
  products: structuredClone(warehouseProducts),
  orders: [structuredClone(sentOrder)],
  movements: structuredClone(warehouseMovements),
  receiveKeys: [],
  received: [],
  ...patch,
});

export const now = '2026-11-19T10:30:00+01:00';
export const summaryOf = (order: Order): Schemas['PurchaseOrderSummary'] => ({
  id: order.id,
  number: order.number,
  supplierId: order.supplierId,
  supplierName: order.supplierName,
  status: order.status,
  lineCount: order.lines.length,
  totalCents: order.totalCents,
  createdAt: order.createdAt,
  sentAt: order.sentAt,
});
export const pageOf = <T>(items: T[], page = 0, size = 20) => ({
  content: items.slice(page * size, page * size + size),
  page,
  size,
  totalElements: items.length,
  totalPages: Math.ceil(items.length / size),
});
export const alertOf = (p: Product): Schemas['StockAlert'] => ({
  productId: p.id,
  name: p.name,
  unit: p.unit,
  quantity: p.quantity,
  minimumStock: p.minimumStock,
  supplierName: p.supplierName,
});
export const refusal = (message: string, code = 'INVALID_ORDER_TRANSITION') => ({ message, code });

/** A draft of lines for a supplier, priced from the products it names. */
export function draftOrder(
  desk: WarehouseDesk,
  input: Schemas['PurchaseOrderInput'],
  id: number,
): Order {
  const supplier = desk.suppliers.find((s) => s.id === input.supplierId);
  const lines = input.lines.map((line) => {
    const p = desk.products.find((candidate) => candidate.id === line.productId);
    return {
      productId: line.productId,
      productName: p?.name ?? '?',
      ean: p?.ean ?? null,
      unit: p?.unit ?? 'PZ',
      quantity: line.quantity,
      receivedQuantity: 0,
      unitCostCents: line.unitCostCents,
      totalCents: line.quantity * line.unitCostCents,
    };
  });
  return {
    id,
    number: id - 2,
    supplierId: input.supplierId,
    supplierName: supplier?.name ?? '?',
    status: 'BOZZA',
    notes: input.notes ?? null,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    createdAt: now,
    sentAt: null,
    closedAt: null,
  };
}

/** A supplier created (id null) or edited; a wrong Partita IVA is the server's 400 on its field. */
export function saveSupplier(
  desk: WarehouseDesk,
  body: Schemas['SupplierInput'],
  id: number | null,
) {
  if (body.vatNumber && !isValidPartitaIva(body.vatNumber))
    return {
      ok: false as const,
      error: {
        message: 'Dati non validi',
        code: 'VALIDATION_FAILED',
        errors: { vatNumber: 'Partita IVA non valida: controlla le 11 cifre' },
      },
    };
  const supplier: Schemas['Supplier'] = {
    id: id ?? 100 + desk.suppliers.length,
    name: body.name,
    contactName: body.contactName ?? null,
    email: body.email ?? null,
    phoneNumber: body.phoneNumber ?? null,
    vatNumber: body.vatNumber ? normalisePartitaIva(body.vatNumber) : null,
    notes: body.notes ?? null,
    active: body.active ?? true,
    createdAt: now,
  };
  desk.suppliers =
    id === null
      ? [...desk.suppliers, supplier]
      : desk.suppliers.map((s) => (s.id === id ? supplier : s));
  return { ok: true as const, supplier };
}
