import type { GroupId, Id, components } from '@agendina/contract';
import type { Temporal } from 'temporal-polyfill';
import { DEFAULT_APPOINTMENT_MINUTES } from '../common/minutes.ts';
import { isoDateOfDayNumber, parseLocalIso, plainDateTimeOf } from '../common/wall-clock.ts';
import type { ServiceCategory } from '../services/category.ts';
import type { DisplayStatus } from '../status/status.ts';
import type { CancellationReason } from '../status/outcomes.ts';
import type { ActivePeriod } from './periods.ts';
import { MANUAL_SOURCE } from './source.ts';
import type { AppointmentSource } from './source.ts';

/** Display defaults of SPEC.md §3 (the 60-minute default is DEFAULT_APPOINTMENT_MINUTES). */
export const UNNAMED_CLIENT = 'Cliente senza nome';
export const DEFAULT_OPERATOR_COLOR = '#9E9E9E';

/**
 * The one appointment type behind the api edge: one spelling per field, numeric ids, defaults
 * applied, wall-clock times. @agendina/api turns the wire shapes of SPEC.md §3 (every alias)
 * into this; scheduling, ui and web never see the aliases.
 */
export interface NormalisedAppointment {
  readonly id: Id;
  readonly clientId: Id | null;
  readonly clientName: string;
  /** As stored (show it with the kit's PhoneLinks); null when the client has none. */
  readonly clientPhoneNumber: string | null;
  readonly hairdresserId: Id | null;
  readonly hairdresserName: string;
  readonly hairdresserRole: string | null;
  readonly service: string;
  readonly serviceId: Id | null;
  readonly serviceIds: readonly Id[];
  /** As sent; null on older data (derive one with serviceCategory({ category, name: service })). */
  readonly serviceCategory: ServiceCategory | null;
  /** The price when booked, integer cents; null when the server did not send it. */
  readonly priceCents: number | null;
  /** Start and end, wall-clock, minute precision. */
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
  readonly durationMinutes: number;
  /** The start's day as yyyy-MM-dd and as days since 1970-01-01, and its minute of the day (for fast layout). */
  readonly dateKey: string;
  readonly dayNumber: number;
  readonly startMinute: number;
  readonly notes: string;
  readonly status: DisplayStatus;
  readonly source: AppointmentSource;
  /** As sent (format it with formatDateTimeIt). */
  readonly createdAt: string | null;
  readonly groupId: GroupId | null;
  readonly serviceOrder: number | null;
  readonly groupSize: number;
  readonly isMultiOperator: boolean;
  readonly groupAppointments: readonly NormalisedAppointment[];
  readonly colorCode: string;
  /** Sorted, merged periods; null when absent or malformed (one whole block). */
  readonly activePeriods: readonly ActivePeriod[] | null;
  /** Why a cancelled visit was cancelled, and the note kept with it (decision 0038); else null. */
  readonly cancellationReason: CancellationReason | null;
  readonly cancellationNote: string | null;
  /** When the client confirmed through a reminder's link (issue #19); null when not confirmed. */
  readonly clientConfirmedAt: string | null;
  /** The deposit paid online for the visit (issue #35), as the server sent it; null when none. */
  readonly deposit: components['schemas']['Deposit'] | null;
}

/** What an appointment is made of: its id, its start (day and minute) and whatever else is known. */
export type AppointmentInit = Pick<NormalisedAppointment, 'id' | 'dayNumber' | 'startMinute'> &
  Partial<
    Omit<NormalisedAppointment, 'id' | 'dayNumber' | 'startMinute' | 'start' | 'end' | 'dateKey'>
  >;

/**
 * Builds an appointment and applies the display defaults of SPEC.md §3: 60 minutes, clientName
 * 'Cliente senza nome', status CONFIRMED (blocks show it as BOOKED), source MANUAL, grey colour,
 * a group as large as its loaded members, multi-operator when they have several operators.
 */
export function createAppointment(init: AppointmentInit): NormalisedAppointment {
  const { dayNumber, startMinute } = init;
  const durationMinutes = init.durationMinutes ?? DEFAULT_APPOINTMENT_MINUTES;
  const groupAppointments = init.groupAppointments ?? [];
  return {
    id: init.id,
    clientId: init.clientId ?? null,
    clientName: init.clientName ?? UNNAMED_CLIENT,
    clientPhoneNumber: init.clientPhoneNumber ?? null,
    hairdresserId: init.hairdresserId ?? null,
    hairdresserName: init.hairdresserName ?? '',
    hairdresserRole: init.hairdresserRole ?? null,
    service: init.service ?? '',
    serviceId: init.serviceId ?? null,
    serviceIds: init.serviceIds ?? [],
    serviceCategory: init.serviceCategory ?? null,
    priceCents: init.priceCents ?? null,
    start: plainDateTimeOf(dayNumber, startMinute),
    end: plainDateTimeOf(dayNumber, startMinute + durationMinutes),
    durationMinutes,
    dateKey: isoDateOfDayNumber(dayNumber),
    dayNumber,
    startMinute,
    notes: init.notes ?? '',
    status: init.status ?? 'CONFIRMED',
    source: init.source ?? MANUAL_SOURCE,
    createdAt: init.createdAt ?? null,
    groupId: init.groupId ?? null,
    serviceOrder: init.serviceOrder ?? null,
    groupSize: init.groupSize ?? Math.max(groupAppointments.length, 1),
    isMultiOperator:
      init.isMultiOperator ?? new Set(groupAppointments.map((a) => a.hairdresserId)).size > 1,
    groupAppointments,
    colorCode: init.colorCode ?? DEFAULT_OPERATOR_COLOR,
    activePeriods: init.activePeriods ?? null,
    cancellationReason: init.cancellationReason ?? null,
    cancellationNote: init.cancellationNote ?? null,
    clientConfirmedAt: init.clientConfirmedAt ?? null,
    deposit: init.deposit ?? null,
  };
}

/** An appointment starting at a local ISO date-time ("2026-11-24T10:00"): for fixtures and stories. */
export function appointmentAt(
  localIso: string,
  init: Omit<AppointmentInit, 'dayNumber' | 'startMinute'>,
): NormalisedAppointment {
  const parts = parseLocalIso(localIso);
  if (parts === null || !parts.hasTime) throw new RangeError(`Data e ora non valide: ${localIso}`);
  return createAppointment({ ...init, dayNumber: parts.dayNumber, startMinute: parts.minute });
}
