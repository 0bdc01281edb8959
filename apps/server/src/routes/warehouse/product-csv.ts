// The product import (a supplier's price list) and the stock export, as CSV (tag Magazzino).
import type { Handlers } from '../context.ts';
import { today } from '../../services/time.ts';
import { importProducts } from '../../services/warehouse/product-import.ts';
import { stockCsv } from '../../services/warehouse/stock-csv.ts';

export const warehouseCsvHandlers = {
  async importProducts(ctx) {
    return ctx.ok(
      await importProducts(ctx.db, ctx.salonId, ctx.body.csv, ctx.body.dryRun ?? false),
    );
  },

  async exportStockCsv(ctx) {
    return {
      status: 200,
      text: await stockCsv(ctx.db, ctx.salonId),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="magazzino-${today().toString()}.csv"`,
      },
    };
  },
} satisfies Partial<Handlers>;
