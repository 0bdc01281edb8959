import { isLive, pluralIt } from '@agendina/scheduling';
import { eq, inArray } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { conflict } from '../../domain/errors.ts';
import type { Handlers } from '../context.ts';
import { getGroup } from '../../services/appointments-read.ts';
import { loadSalon } from '../../services/catalog-data.ts';
import { assertTransition } from '../../services/status.ts';
import { salonFilter } from '../../db/tenant.ts';

export const appointmentGroupHandlers = {
  async getAppointmentGroup(ctx) {
    return ctx.ok(await getGroup(ctx.db, ctx.salonId, ctx.params.id));
  },

  async deleteAppointmentGroup(ctx) {
    const group = await getGroup(ctx.db, ctx.salonId, ctx.params.id);
    await ctx.db
      .delete(appointments)
      .where(salonFilter(appointments, ctx.salonId, eq(appointments.groupId, ctx.params.id)));
    const n = group.length;
    return ctx.ok({
      success: true,
      message: `Eliminato il gruppo con ${pluralIt(n, { one: '# servizio', other: '# servizi' })}`,
      deletedCount: n,
    });
  },

  /** All or nothing: every live member changes, or none (SPEC.md §4: a group changes together). */
  async updateAppointmentGroupStatus(ctx) {
    const group = await getGroup(ctx.db, ctx.salonId, ctx.params.id);
    const live = group.filter((a) => isLive(a.status));
    if (live.length === 0)
      throw conflict(
        'Tutti gli appuntamenti del gruppo sono già completati o cancellati',
        'STATUS_FINAL',
      );
    const salon = await loadSalon(ctx.db, ctx.salonId);
    for (const member of live)
      assertTransition(member.status, ctx.body.status, salon.digitalCashEnabled);
    await ctx.db
      .update(appointments)
      .set({ status: ctx.body.status })
      .where(
        salonFilter(
          appointments,
          ctx.salonId,
          inArray(
            appointments.id,
            live.map((a) => a.id),
          ),
        ),
      );
    return ctx.ok(await getGroup(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
