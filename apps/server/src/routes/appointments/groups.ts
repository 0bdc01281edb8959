import { pluralIt } from '@agendina/scheduling';
import type { Handlers } from '../context.ts';
import { getGroup } from '../../services/appointments-read.ts';
import { deleteGroup, setGroupStatus } from '../../services/appointment-groups.ts';

export const appointmentGroupHandlers = {
  async getAppointmentGroup(ctx) {
    return ctx.ok(await getGroup(ctx.db, ctx.salonId, ctx.params.id));
  },

  async deleteAppointmentGroup(ctx) {
    const n = await deleteGroup(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok({
      success: true,
      message: `Eliminato il gruppo con ${pluralIt(n, { one: '# servizio', other: '# servizi' })}`,
      deletedCount: n,
    });
  },

  /** All or nothing: every live member changes, or none (SPEC.md §4: a group changes together). */
  async updateAppointmentGroupStatus(ctx) {
    return ctx.ok(await setGroupStatus(ctx.db, ctx.salonId, ctx.params.id, ctx.body.status));
  },
} satisfies Partial<Handlers>;
