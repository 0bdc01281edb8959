// The demo salons' calendar: eight weeks back and the current two weeks ahead, each visit booked
// some days before it (so "Prenotazioni ricevute oggi" counts a handful, not the whole demo), and
// left as the real flows leave it: past visits completed (paid at the desk where the salon has
// the digital cash), some cancelled with a reason, a few no-shows; today's in the chair; the
// coming two days' reminded, some confirmed by the client.
import { mondayOf } from '@agendina/scheduling';
import type { AppointmentStatus, CancellationReason } from '@agendina/contract';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { owned } from '../db/tenant.ts';
import type { BookingRequest } from '../services/booking.ts';
import type { SeededSalon } from './demo-catalog.ts';
import { addMinutes, dayAt, earlier, instantOf, later } from './demo-clock.ts';
import type { DemoNow } from './demo-clock.ts';
import { demoPlanner } from './demo-planner.ts';
import type { PlacedVisit } from './demo-planner.ts';
import type { Random } from './demo-random.ts';

/** Weeks of history before the current one. */
export const DEMO_WEEKS_BACK = 8;

/**
 * The demo salons remind two days ahead (/salone, "Ore prima dell'appuntamento"): after a Sunday
 * or a Saturday afternoon the next visits are more than a day away, and the demo would show none
 * reminded yet.
 */
export const DEMO_REMINDER_HOURS = 48;

export interface DemoVisit {
  /** Its appointments in service order (one, or a group). */
  appointmentIds: number[];
  groupId: string | null;
  clientId: number;
  day: Temporal.PlainDate;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  /** When it was booked (the appointments' createdAt). */
  bookedAt: Date;
  /** Digital cash: when the client paid at the desk (a COMPLETED visit), else null. */
  paidAt: Date | null;
  /** When the reminder went out (DEMO_REMINDER_HOURS before, or at booking when closer), if it has. */
  remindedAt: Date | null;
  /** When the client confirmed through the reminder's link, if they did. */
  confirmedAt: Date | null;
  lines: {
    appointmentId: number;
    serviceId: number;
    serviceName: string;
    priceCents: number;
    hairdresserId: number;
  }[];
}

const SOURCES = ['MANUAL', 'MANUAL', 'WHATSAPP_AI', 'VOICE_AI'] as const;
const NOTES = [
  'Prima volta in salone',
  'Allergica all’ammoniaca',
  'Preferisce Sara',
  'Porta la foto del taglio',
];
/** Days between booking and visit: mostly a few days, some the same day, some weeks ahead. */
const LEAD_DAYS = [0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7, 8, 10, 12, 14, 14, 18, 21, 28];
const CANCELLATIONS: [CancellationReason, string | null][] = [
  ['CLIENT_REQUEST', null],
  ['CLIENT_REQUEST', 'Ha la febbre'],
  ['CLIENT_REQUEST', 'Impegno di lavoro'],
  ['CLIENT_REQUEST', null],
  ['SALON', 'Operatrice in malattia'],
  ['OTHER', 'Sciopero dei mezzi'],
];

/** The visits the generator asks for on one day, each placed by the rules or skipped. */
function requestsOf(s: SeededSalon, date: Temporal.PlainDate, rnd: Random, place: Place): void {
  const colour = s.services.find((x) => x.category === 'COLORE');
  const styling = s.services.find((x) => x.category === 'PIEGA');
  for (const [i, operatorId] of s.operatorIds.entries()) {
    const offered = s.services.filter((x) => s.operatorCategories[i]?.includes(x.category));
    let minute = 9 * 60 + rnd.int(0, 3) * 15;
    while (minute < 18 * 60 && offered.length > 0) {
      const service = rnd.pick(offered);
      const useGroup =
        colour &&
        styling &&
        i === 0 &&
        s.operatorIds.length > 2 &&
        rnd.chance(0.35) &&
        service.category !== 'PIEGA';
      const blocks = useGroup
        ? [
            { serviceId: colour.id, operatorId, executionOrder: 1 },
            { serviceId: styling.id, operatorId: s.operatorIds[2] as number, executionOrder: 2 },
          ]
        : [{ serviceId: service.id, operatorId, executionOrder: 1 }];
      place({
        clientId: rnd.pick(s.clientIds),
        start: date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
        blocks,
        source: rnd.pick(SOURCES),
        notes: rnd.chance(0.2) ? rnd.pick(NOTES) : undefined,
      });
      minute +=
        (useGroup ? (colour?.durationMinutes ?? 60) : service.durationMinutes) +
        rnd.pick([0, 0, 15, 30, 45]);
    }
  }
}

type Place = (request: BookingRequest) => void;

/** When a visit starting at `start` was booked: some days before, in opening hours, before now. */
function bookedAt(start: Date, day: Temporal.PlainDate, rnd: Random, now: DemoNow): Date {
  const lead = rnd.pick(LEAD_DAYS);
  const minute = rnd.int(8 * 12, 20 * 12) * 5;
  let at = dayAt(day.subtract({ days: lead }), minute);
  if (at.getTime() >= start.getTime()) at = addMinutes(start, -rnd.int(45, 180));
  // Nothing is booked today or later by chance: the handful booked today is picked on purpose.
  if (at.getTime() >= now.todayStart.getTime())
    at = dayAt(now.today.subtract({ days: rnd.int(1, 6) }), minute);
  return at;
}

interface Outcome {
  status: AppointmentStatus;
  paidAt: Date | null;
  cancellation: { reason: CancellationReason; note: string | null; at: Date } | null;
}

function outcomeOf(
  start: Date,
  end: Date,
  booked: Date,
  cash: boolean,
  rnd: Random,
  now: DemoNow,
): Outcome {
  const cancelled = (from: Date, to: Date): Outcome => {
    const [reason, note] = rnd.pick(CANCELLATIONS);
    const span = Math.max(to.getTime() - from.getTime(), 60_000);
    const at = new Date(from.getTime() + Math.floor(rnd.next() * span));
    return { status: 'CANCELLED', paidAt: null, cancellation: { reason, note, at } };
  };
  const none = { paidAt: null, cancellation: null };
  if (end.getTime() <= now.at.getTime()) {
    const r = rnd.next();
    if (r < 0.06) return cancelled(booked, addMinutes(start, -60));
    if (r < 0.09) return { status: 'NO_SHOW', ...none };
    if (!cash) return { status: 'COMPLETED', ...none };
    // Paid a few minutes after the last service; not yet when that is still to come.
    const paidAt = addMinutes(end, rnd.int(2, 9));
    return paidAt.getTime() <= now.at.getTime()
      ? { status: 'COMPLETED', paidAt, cancellation: null }
      : { status: 'IN_PROGRESS', ...none };
  }
  if (start.getTime() <= now.at.getTime())
    return { status: cash ? 'IN_PROGRESS' : 'BOOKED', ...none };
  if (rnd.chance(0.04)) return cancelled(booked, earlier(now.at, addMinutes(start, -60)));
  return { status: 'BOOKED', ...none };
}

/** The reminder the sweep sends once the visit is within DEMO_REMINDER_HOURS, and the answer. */
function reminderOf(
  visit: { status: AppointmentStatus; start: Date; bookedAt: Date },
  rnd: Random,
  now: DemoNow,
): { remindedAt: Date | null; confirmedAt: Date | null } {
  const none = { remindedAt: null, confirmedAt: null };
  if (visit.status === 'CANCELLED') return none;
  const due = later(addMinutes(visit.start, -DEMO_REMINDER_HOURS * 60), visit.bookedAt);
  const remindedAt = addMinutes(due, rnd.int(1, 5));
  if (remindedAt.getTime() >= visit.start.getTime() || remindedAt.getTime() > now.at.getTime())
    return none;
  const answered = addMinutes(remindedAt, rnd.int(2, 240));
  const confirms =
    visit.status !== 'NO_SHOW' &&
    rnd.chance(0.45) &&
    answered.getTime() < visit.start.getTime() &&
    answered.getTime() <= now.at.getTime();
  return { remindedAt, confirmedAt: confirms ? answered : null };
}

interface Planned {
  placed: PlacedVisit;
  day: Temporal.PlainDate;
  start: Date;
  end: Date;
  bookedAt: Date;
}

/** A handful of the coming visits were booked today, before now: the dashboard's counter. */
function bookToday(planned: Planned[], rnd: Random, now: DemoNow): void {
  const coming = planned.filter((p) => p.start.getTime() > now.at.getTime());
  // From 8 in the morning, unless the demo starts earlier than that.
  const morning = addMinutes(now.todayStart, 8 * 60);
  const from = morning.getTime() < now.at.getTime() ? morning : now.todayStart;
  const elapsed = now.at.getTime() - from.getTime();
  for (let n = rnd.int(4, 6); n > 0 && coming.length > 0; n--) {
    const [visit] = coming.splice(rnd.int(0, coming.length - 1), 1);
    if (visit) visit.bookedAt = new Date(from.getTime() + Math.floor(elapsed * rnd.next()));
  }
}

/** The appointments' rows of a visit, as book() would write them and the flows leave them. */
function rowsOf(salonId: number, p: Planned, outcome: Outcome, confirmedAt: Date | null) {
  return p.placed.columns.map((columns) =>
    owned(salonId, {
      clientId: p.placed.request.clientId,
      source: p.placed.request.source ?? 'MANUAL',
      ...columns,
      status: outcome.status,
      createdAt: p.bookedAt,
      cancellationReason: outcome.cancellation?.reason ?? null,
      cancellationNote: outcome.cancellation?.note ?? null,
      cancelledAt: outcome.cancellation?.at ?? null,
      clientConfirmedAt: confirmedAt,
    }),
  );
}

/**
 * Books the salon's ten weeks and returns its visits in the order they start. The same random
 * sequence gives the same calendar: every copy of a demo salon has the same weeks.
 */
export async function seedBookings(
  db: Database,
  s: SeededSalon,
  rnd: Random,
  cash: boolean,
  now: DemoNow,
): Promise<DemoVisit[]> {
  const monday = mondayOf(now.today);
  const first = monday.subtract({ weeks: DEMO_WEEKS_BACK });
  const last = monday.add({ days: 13 });
  const planner = await demoPlanner(db, s.salonId, { from: first, to: last.add({ days: 1 }) });
  const days: Planned[][] = [];
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    planner.newDay();
    const placed: PlacedVisit[] = [];
    requestsOf(s, day, rnd, (request) => {
      const visit = planner.place(request);
      if (visit) placed.push(visit);
    });
    const planned = placed.map((p) => {
      const start = instantOf(p.items[0]!.start);
      return { placed: p, day, start, end: instantOf(p.items.at(-1)!.end), bookedAt: start };
    });
    planned.sort((a, b) => a.start.getTime() - b.start.getTime());
    for (const p of planned) p.bookedAt = bookedAt(p.start, day, rnd, now);
    days.push(planned);
  }
  bookToday(days.flat(), rnd, now);
  const visits: DemoVisit[] = [];
  for (const planned of days) {
    if (planned.length === 0) continue;
    const described = planned.map((p) => {
      const outcome = outcomeOf(p.start, p.end, p.bookedAt, cash, rnd, now);
      const visit = { ...p, status: outcome.status, paidAt: outcome.paidAt };
      return { p, outcome, visit: { ...visit, ...reminderOf(visit, rnd, now) } };
    });
    const ids = await db
      .insert(appointments)
      .values(described.flatMap((d) => rowsOf(s.salonId, d.p, d.outcome, d.visit.confirmedAt)))
      .returning({ id: appointments.id });
    let next = 0;
    for (const { p, visit } of described) {
      const lines = p.placed.columns.map((c) => ({
        appointmentId: ids[next++]!.id,
        serviceId: c.serviceId,
        serviceName: c.serviceName,
        priceCents: c.priceCents,
        hairdresserId: c.hairdresserId,
      }));
      visits.push({
        appointmentIds: lines.map((l) => l.appointmentId),
        groupId: p.placed.groupId,
        clientId: p.placed.request.clientId,
        day: p.day,
        start: p.start,
        end: p.end,
        status: visit.status,
        bookedAt: p.bookedAt,
        paidAt: visit.paidAt,
        remindedAt: visit.remindedAt,
        confirmedAt: visit.confirmedAt,
        lines,
      });
    }
  }
  return visits;
}
