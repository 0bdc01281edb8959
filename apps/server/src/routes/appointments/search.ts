import type { Handlers } from '../context.ts';
import { searchAppointments } from '../../services/appointment-range.ts';
import { dayRange } from '../../services/day-range.ts';

/** The longest range /gestione-appuntamenti lists (the contract's 366 days). */
export const MAX_SEARCH_DAYS = 366;

export const appointmentSearchHandlers = {
  /** GET /appointments/search: one page of the filtered list, by start time then id. */
  async searchAppointments(ctx) {
    const { first, last } = dayRange(ctx.query.from, ctx.query.to, MAX_SEARCH_DAYS);
    const page = ctx.query.page ?? 0;
    const size = ctx.query.size ?? 25;
    return ctx.ok(
      await searchAppointments(
        ctx.db,
        ctx.salonId,
        {
          first,
          last,
          hairdresserId: ctx.query.hairdresserId,
          status: ctx.query.status,
          source: ctx.query.source,
        },
        ctx.query.q,
        page,
        size,
      ),
    );
  },
} satisfies Partial<Handlers>;
