import {
  cancelRefusal,
  membersIn,
  noShowRefusal,
  undoNoShowRefusal,
  type OutcomeRefusal,
} from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict, refused } from '../../domain/errors.ts';
import type { Handlers } from '../context.ts';
import { getAppointment, type Appointment } from '../../services/appointments-read.ts';
import { plainDateTime, salonNow } from '../../services/time.ts';

type Ctx = Parameters<Handlers['cancelAppointment']>[0];

/** A refusal of the rules as HTTP: too early is 422 (try later), any other is 409 (its state). */
function refuse(refusal: OutcomeRefusal): never {
  if (refusal.code === 'NO_SHOW_TOO_EARLY') throw refused(refusal.message, refusal.code);
  throw conflict(refusal.message, refusal.code);
}

/** The visit and its whole group (SPEC.md §4: a status change applies to the whole group). */
async function visitOf(ctx: Pick<Ctx, 'db' | 'salonId'>, id: number) {
  const visit = await getAppointment(ctx.db, ctx.salonId, id);
  const group: Appointment[] = visit.groupAppointments ?? [visit];
  return { visit, group };
}

/** Writes `set` on the members of the group now in `from`, and answers the visit as it is now. */
async function writeGroup(
  ctx: Pick<Ctx, 'db' | 'salonId'>,
  id: number,
  group: readonly Appointment[],
  from: readonly AppointmentStatus[],
  set: Partial<typeof appointments.$inferInsert>,
) {
  const ids = membersIn(group, from).map((m) => m.id);
  // The status is re-checked in the write itself: a concurrent change wins, never both.
  await ctx.db
    .update(appointments)
    .set(set)
    .where(
      salonFilter(
        appointments,
        ctx.salonId,
        and(inArray(appointments.id, ids), inArray(appointments.status, [...from])),
      ),
    );
  return getAppointment(ctx.db, ctx.salonId, id);
}

/** Cancel, no-show and its undo (issue #19, decision 0038); DELETE stays for mistakes. */
export const appointmentOutcomeHandlers = {
  async cancelAppointment(ctx) {
    const { visit, group } = await visitOf(ctx, ctx.params.id);
    const refusal = cancelRefusal(visit.status);
    if (refusal) refuse(refusal);
    // A group with a member being served is not cancelled half-way.
    const busy = group.find((m) => m.status === 'IN_PROGRESS');
    if (busy) refuse(cancelRefusal('IN_PROGRESS') as OutcomeRefusal);
    const note = ctx.body.note?.trim();
    return ctx.ok(
      await writeGroup(ctx, visit.id, group, ['BOOKED'], {
        status: 'CANCELLED',
        cancellationReason: ctx.body.reason,
        cancellationNote: note ? note : null,
        cancelledAt: new Date(),
      }),
    );
  },

  async markAppointmentNoShow(ctx) {
    const { visit, group } = await visitOf(ctx, ctx.params.id);
    // The group's first start decides: the client did not come to the visit as a whole.
    const start = group.map((m) => m.dateTime).sort()[0] ?? visit.dateTime;
    const refusal = noShowRefusal(
      { status: visit.status, start: plainDateTime(start) },
      salonNow(),
    );
    if (refusal) refuse(refusal);
    return ctx.ok(await writeGroup(ctx, visit.id, group, ['BOOKED'], { status: 'NO_SHOW' }));
  },

  async undoAppointmentNoShow(ctx) {
    const { visit, group } = await visitOf(ctx, ctx.params.id);
    const refusal = undoNoShowRefusal(visit.status);
    if (refusal) refuse(refusal);
    return ctx.ok(await writeGroup(ctx, visit.id, group, ['NO_SHOW'], { status: 'BOOKED' }));
  },
} satisfies Partial<Handlers>;

/** The client's no-show visits (a group counts once), for the client card (getClient). */
export async function noShowCount(
  db: Ctx['db'],
  salonId: number,
  clientId: number,
): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct coalesce(${appointments.groupId}::text, ${appointments.id}::text))::int`,
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        and(eq(appointments.clientId, clientId), eq(appointments.status, 'NO_SHOW')),
      ),
    );
  return Number(row?.n ?? 0);
}
