import { and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { appointments, clients } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Handlers } from '../context.ts';
import { selectAppointmentRows, toAppointments } from '../../services/appointments-read.ts';
import { pageOf } from '../../services/page.ts';
import { dbTime } from '../../services/time.ts';
import { escapeLike } from '../../db/like.ts';
import { dayRange } from './calendar.ts';

/** The longest range /gestione-appuntamenti lists (the contract's 366 days). */
export const MAX_SEARCH_DAYS = 366;

/**
 * The client a `q` names: the name contains it (any case), or, with 3 digits or more, the
 * digits of the phone number contain its digits (so «347 123» finds +393471234567).
 */
function clientMatch(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(clients.name, `%${escapeLike(text)}%`),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${clients.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

export const appointmentSearchHandlers = {
  /** GET /appointments/search: one page of the filtered list, by start time then id. */
  async searchAppointments(ctx) {
    const { first, last } = dayRange(ctx.query.from, ctx.query.to, MAX_SEARCH_DAYS);
    const page = ctx.query.page ?? 0;
    const size = ctx.query.size ?? 25;
    const where = and(
      gte(appointments.startAt, dbTime(`${first.toString()}T00:00`)),
      lt(appointments.startAt, dbTime(`${last.add({ days: 1 }).toString()}T00:00`)),
      ctx.query.hairdresserId === undefined
        ? undefined
        : eq(appointments.hairdresserId, ctx.query.hairdresserId),
      ctx.query.status === undefined ? undefined : eq(appointments.status, ctx.query.status),
      ctx.query.source === undefined ? undefined : eq(appointments.source, ctx.query.source),
      clientMatch(ctx.query.q),
    );
    const [rows, [total]] = await Promise.all([
      selectAppointmentRows(ctx.db, ctx.salonId, where, size, undefined, page * size),
      ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .innerJoin(
          clients,
          salonFilter(clients, ctx.salonId, eq(clients.id, appointments.clientId)),
        )
        .where(salonFilter(appointments, ctx.salonId, where)),
    ]);
    const content = await toAppointments(ctx.db, ctx.salonId, rows);
    return ctx.ok(pageOf(content, page, size, Number(total?.count ?? 0)));
  },
} satisfies Partial<Handlers>;
