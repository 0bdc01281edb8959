import { isValidPartitaIva } from '@agendina/scheduling';
import { canonicalHours } from '../services/weekly-hours.ts';
import { invalid } from '../domain/errors.ts';
import type { Handlers } from './context.ts';
import {
  currentUser,
  deactivateAccount,
  setOpeningHours,
  updateSalonProfile,
} from '../services/current-user.ts';

export const userHandlers = {
  async getCurrentUser(ctx) {
    return ctx.ok(await currentUser(ctx.db, ctx.caller.userId));
  },

  async updateCurrentUser(ctx) {
    const salonId = ctx.salonId;
    const b = ctx.body;
    if (b.vatNumber && !isValidPartitaIva(b.vatNumber))
      throw invalid({ vatNumber: 'Partita IVA non valida' });
    await updateSalonProfile(ctx.db, salonId, ctx.caller.userId, b);
    return ctx.ok(await currentUser(ctx.db, ctx.caller.userId));
  },

  async updateOpeningHours(ctx) {
    const openingHours = canonicalHours(ctx.body.openingHours, 'openingHours');
    await setOpeningHours(ctx.db, ctx.salonId, openingHours);
    return ctx.ok(await currentUser(ctx.db, ctx.caller.userId));
  },

  async deactivateCurrentUser(ctx) {
    await deactivateAccount(ctx.db, ctx.caller.userId, ctx.caller.salonId);
    return ctx.ok({ success: true, message: 'Account disattivato' });
  },
} satisfies Partial<Handlers>;
