// The salon's suppliers (tag Magazzino): name, contacts, a checked Partita IVA, notes.
import {
  isValidPartitaIva,
  normalisePartitaIva,
  PARTITA_IVA_INVALID_MESSAGE,
} from '@agendina/scheduling';
import { asc, eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { found, invalid } from '../../domain/errors.ts';
import type { Handlers, Schemas } from '../context.ts';
import type { Database } from '../../db/database.ts';
import { clean, SUPPLIER_NOT_FOUND } from '../../services/warehouse/products.ts';

type SupplierRow = typeof suppliers.$inferSelect;

export function toSupplier(row: SupplierRow): Schemas['Supplier'] {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    vatNumber: row.vatNumber,
    notes: row.notes,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a supplier is saved with; 400 for a Partita IVA whose check digit is wrong. */
function supplierValues(input: Schemas['SupplierInput']) {
  const vat = clean(input.vatNumber);
  if (vat !== null && !isValidPartitaIva(vat))
    throw invalid({ vatNumber: PARTITA_IVA_INVALID_MESSAGE });
  const name = input.name.trim();
  if (name === '') throw invalid({ name: 'Campo obbligatorio' });
  return {
    name,
    contactName: clean(input.contactName),
    email: input.email ?? null,
    phoneNumber: input.phoneNumber ?? null,
    vatNumber: vat === null ? null : normalisePartitaIva(vat),
    notes: clean(input.notes),
    active: input.active ?? true,
  };
}

async function loadSupplier(db: Database, salonId: number, id: number): Promise<SupplierRow> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(salonFilter(suppliers, salonId, eq(suppliers.id, id)));
  return found(row, SUPPLIER_NOT_FOUND);
}

export const warehouseSupplierHandlers = {
  async listSuppliers(ctx) {
    const rows = await ctx.db
      .select()
      .from(suppliers)
      .where(salonFilter(suppliers, ctx.salonId))
      .orderBy(asc(suppliers.name), asc(suppliers.id));
    return ctx.ok(rows.map(toSupplier));
  },

  async createSupplier(ctx) {
    const [row] = await ctx.db
      .insert(suppliers)
      .values(owned(ctx.salonId, supplierValues(ctx.body)))
      .returning();
    return ctx.created(toSupplier(row!));
  },

  async getSupplier(ctx) {
    return ctx.ok(toSupplier(await loadSupplier(ctx.db, ctx.salonId, ctx.params.id)));
  },

  async updateSupplier(ctx) {
    const values = supplierValues(ctx.body);
    await loadSupplier(ctx.db, ctx.salonId, ctx.params.id);
    const [row] = await ctx.db
      .update(suppliers)
      .set(values)
      .where(salonFilter(suppliers, ctx.salonId, eq(suppliers.id, ctx.params.id)))
      .returning();
    return ctx.ok(toSupplier(row!));
  },
} satisfies Partial<Handlers>;
