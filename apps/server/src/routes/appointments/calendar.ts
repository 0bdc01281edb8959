import { isOpenDay, toInterval, workingRanges } from '@agendina/scheduling';
import type { Handlers, Schemas } from '../context.ts';
import { appointmentsIn } from '../../services/appointment-range.ts';
import { loadOperators, loadSalon, salonHours } from '../../services/catalog-data.ts';
import { cachedReply, salonStamp, VersionedCache } from '../../http/read-cache.ts';
import { dayRange, MAX_CALENDAR_DAYS } from '../../services/day-range.ts';

const cache = new VersionedCache<Schemas['CalendarResponse']>(100);

export const calendarHandlers = {
  /** The calendar; served from a cache while the salon's data_version does not change. */
  async getCalendar(ctx) {
    const filter = ctx.query.hairdresserId;
    const accept = ctx.request.headers.get('accept-encoding');
    // The stamp came with the session: a cache hit costs no query of its own.
    const stamp = ctx.caller.salonStamp ?? salonStamp(await loadSalon(ctx.db, ctx.salonId));
    // Keyed on the dates as written (the contract's date format): an entry exists only for a
    // range dayRange accepted, so a hit skips parsing it again.
    const key = cache.key(stamp, ctx.query.from, ctx.query.to, filter, ctx.query.status);
    const cached = cache.get(key);
    if (cached !== undefined) return cachedReply(cached, accept);
    const { first, last, days } = dayRange(ctx.query.from, ctx.query.to, MAX_CALENDAR_DAYS);
    const salon = await loadSalon(ctx.db, ctx.salonId);
    const operators = await loadOperators(ctx.db, ctx.salonId);
    const hours = salonHours(salon);
    const list = await appointmentsIn(ctx.db, ctx.salonId, {
      first,
      last,
      hairdresserId: filter,
      status: ctx.query.status,
    });
    const byKey = new Map<string, Schemas['Appointment'][]>();
    for (const a of list) {
      const key = `${a.dateTime.slice(0, 10)}|${a.hairdresserId}`;
      const bucket = byKey.get(key);
      if (bucket) bucket.push(a);
      else byKey.set(key, [a]);
    }
    const shown = operators.filter((o) =>
      filter === undefined
        ? o.row.active || list.some((a) => a.hairdresserId === o.row.id)
        : o.row.id === filter,
    );
    const response: Schemas['CalendarResponse'] = {
      from: first.toString(),
      to: last.toString(),
      days: days.map((day) => ({
        date: day.toString(),
        open: isOpenDay(hours, { dayOfWeek: day.dayOfWeek }),
        hairdressers: shown.map((o) => ({
          hairdresserId: o.row.id,
          hairdresserName: o.row.name,
          colorCode: o.row.colorCode,
          workingHours: workingRanges(o, hours, day).map(toInterval),
          appointments: byKey.get(`${day.toString()}|${o.row.id}`) ?? [],
        })),
      })),
    };
    return cachedReply(cache.set(key, response), accept);
  },
} satisfies Partial<Handlers>;
