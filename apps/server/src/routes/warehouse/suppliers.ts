// The salon's suppliers (tag Magazzino): name, contacts, a checked Partita IVA, notes.
import type { Handlers } from '../context.ts';
import { creating, ofSalon, updating, withId } from '../context.ts';
import {
  createSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../../services/warehouse/suppliers.ts';

export const warehouseSupplierHandlers = {
  listSuppliers: ofSalon(listSuppliers),
  createSupplier: creating(createSupplier),
  getSupplier: withId(getSupplier),
  updateSupplier: updating(updateSupplier),
} satisfies Partial<Handlers>;
