import { HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';

// TEMPORARY (issue #17 in progress): the contract landed first; this file is deleted when the
// real handlers are registered. Never on main at the end of the issue.
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'In arrivo');
};

/** The CSV import and export (server helper A): the rest is in routes/warehouse/. */
export const warehouseStockPendingHandlers = {
  importProducts: pending,
  exportStockCsv: pending,
} satisfies Partial<Handlers>;
