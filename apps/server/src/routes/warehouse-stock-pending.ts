import { HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';

// TEMPORARY (issue #17 in progress): the contract landed first; this file is deleted when the
// real handlers are registered. Never on main at the end of the issue.
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'In arrivo');
};

/** Products, suppliers, the ledger, the overview, import and export (server helper A). */
export const warehouseStockPendingHandlers = {
  getWarehouseOverview: pending,
  listProducts: pending,
  createProduct: pending,
  importProducts: pending,
  findProductByEan: pending,
  getProduct: pending,
  updateProduct: pending,
  listProductCategories: pending,
  exportStockCsv: pending,
  listSuppliers: pending,
  createSupplier: pending,
  getSupplier: pending,
  updateSupplier: pending,
  listStockMovements: pending,
  createStockMovement: pending,
} satisfies Partial<Handlers>;
