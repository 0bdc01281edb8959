// Shared world of the planning tests (not part of the package API): the booking fixtures'
// services and operators, open Monday to Saturday 9:00–19:00.
import { parseWeeklyHours } from '../hours/parse.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import type { AvailabilityOperator, Booking } from '../availability/operator-day.ts';
import type { PlanWorld } from '../planning/check-plan.ts';
import {
  COLORE,
  LUCA,
  MARIA,
  OPERATORS,
  PIEGA,
  SARA,
  SERVICES,
  SHAMPOO,
  TAGLIO,
} from './booking.ts';

const OPEN = '[["09:00","19:00"]]';
export const SALON_HOURS = (
  parseWeeklyHours(
    `{"monday":${OPEN},"tuesday":${OPEN},"wednesday":${OPEN},"thursday":${OPEN},"friday":${OPEN},"saturday":${OPEN},"sunday":[]}`,
  ) as { hours: WeeklyHours }
).hours;

const available = (
  id: number,
  name: string,
  serviceIds: number[],
  extra: Partial<AvailabilityOperator> = {},
): AvailabilityOperator => ({
  id,
  name,
  active: true,
  workingHours: null,
  serviceIds,
  timeOff: [],
  ...extra,
});

export const AVAILABLE = [
  available(MARIA, 'Maria', [COLORE, SHAMPOO, TAGLIO, PIEGA]),
  available(LUCA, 'Luca', [SHAMPOO, TAGLIO, PIEGA]),
  available(SARA, 'Sara', [SHAMPOO]),
];

export function booking(
  id: number,
  hairdresserId: number,
  startAt: string,
  endAt: string,
  clientId = 9,
): Booking {
  return {
    appointmentId: id,
    hairdresserId,
    clientId,
    clientName: 'Giulia Bianchi',
    service: 'Colore',
    startAt,
    endAt,
  };
}

export function planWorld(extra: Partial<PlanWorld> = {}): PlanWorld {
  return {
    services: SERVICES,
    ruleOperators: OPERATORS,
    operators: AVAILABLE,
    salonHours: SALON_HOURS,
    customDurations: [],
    busy: [],
    clientBusy: [],
    ...extra,
  };
}
