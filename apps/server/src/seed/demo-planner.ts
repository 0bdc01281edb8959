// Books the demo's weeks as book() would, faster: book() loads the salon's world again for every
// booking (a dozen queries), ten weeks of a salon are a thousand bookings. Here the world is
// loaded once and the day's bookings are kept in memory as loadBusy() would read them back, each
// request is checked by the same rules (checkPlan, assertBookable) and written with the same
// columns (placedColumns); the database's no-double-booking constraint still has the last word.
import { randomUUID } from 'node:crypto';
import { checkPlan } from '@agendina/scheduling';
import type { Booking, PlanWorld as RuleWorld, TimelineItem } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { assertBookable, placedColumns } from '../services/booking.ts';
import type { BookingRequest } from '../services/booking.ts';
import { rulePlanWorld } from '../services/plan.ts';
import { localIso } from '../services/time.ts';
import { loadWorld } from '../services/world.ts';
import type { World } from '../services/world.ts';
import { parseActivePeriods } from '@agendina/scheduling';

/** A request the rules accepted: its blocks placed, with the columns book() would write. */
export interface PlacedVisit {
  request: BookingRequest;
  items: readonly TimelineItem[];
  groupId: string | null;
  /** Per item, the columns of its appointment (placedColumns). */
  columns: ReturnType<typeof placedColumns>[];
}

export interface DemoPlanner {
  /** Places a request on the day being planned, or null when the rules refuse it. */
  place(request: BookingRequest): PlacedVisit | null;
  /** Starts a new day: the bookings of the last one no longer matter to the rules. */
  newDay(): void;
}

/** A planner for the salon's range of days (the salon has no bookings yet). */
export async function demoPlanner(
  db: Database,
  salonId: number,
  range: { from: Temporal.PlainDate; to: Temporal.PlainDate },
): Promise<DemoPlanner> {
  const world: World = await loadWorld(db, salonId, range);
  const rules: RuleWorld = rulePlanWorld(world);
  let busy: Booking[] = [];
  let byClient = new Map<number, Booking[]>();
  let next = 0;
  return {
    newDay() {
      busy = [];
      byClient = new Map();
    },
    place(request) {
      const clientBusy = byClient.get(request.clientId) ?? [];
      const plan = checkPlan(request.start, request.blocks, { ...rules, busy, clientBusy });
      try {
        assertBookable(plan);
      } catch {
        // A slot the rules refuse (hours, lunch break, taken) is simply skipped.
        return null;
      }
      const items = plan.timeline.items;
      const groupId = items.length > 1 || request.forceGroup === true ? randomUUID() : null;
      const columns = items.map((item, index) =>
        placedColumns(item, { index, groupId }, request, world),
      );
      // As loadBusy() reads them back; the ids are the database's, unknown here and unused.
      const booked: Booking[] = columns.map((c) => ({
        appointmentId: --next,
        hairdresserId: c.hairdresserId,
        clientId: request.clientId,
        clientName: '',
        service: c.serviceName,
        startAt: localIso(c.startAt),
        endAt: localIso(c.endAt),
        activePeriods: parseActivePeriods(c.activePeriods),
      }));
      busy = [...busy, ...booked];
      byClient.set(request.clientId, [...clientBusy, ...booked]);
      return { request, items, groupId, columns };
    },
  };
}
