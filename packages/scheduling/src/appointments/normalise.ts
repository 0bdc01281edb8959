import type { Temporal } from 'temporal-polyfill';
import { readId } from '../common/ids.ts';
import type { Id } from '../common/ids.ts';
import { DEFAULT_APPOINTMENT_MINUTES, MINUTES_PER_DAY } from '../common/minutes.ts';
import {
  DEFAULT_TIME_ZONE,
  dayNumberOfDate,
  isoDateOfDayNumber,
  parseLocalIso,
  plainDateTimeOf,
  readDate,
} from '../common/wall-clock.ts';
import type { WallParts } from '../common/wall-clock.ts';
import { readStatus } from '../status/status.ts';
import type { DisplayStatus } from '../status/status.ts';
import { parseActivePeriods } from './periods.ts';
import type { ActivePeriod, RawActivePeriods } from './periods.ts';
import { readCategory } from '../services/category.ts';
import type { ServiceCategory } from '../services/category.ts';
import { readSource } from './source.ts';
import type { AppointmentSource } from './source.ts';

/** Display defaults of SPEC.md §3 (the 60-minute default is DEFAULT_APPOINTMENT_MINUTES). */
export const UNNAMED_CLIENT = 'Cliente senza nome';
export const DEFAULT_OPERATOR_COLOR = '#9E9E9E';

/** An appointment as the API may send it: every alias of SPEC.md §3, every field optional. */
export interface RawAppointment {
  readonly id?: Id | null;
  readonly appointmentId?: Id | null;
  readonly clientId?: Id | null;
  readonly clientName?: string | null;
  readonly hairdresserId?: Id | null;
  readonly hairdresserName?: string | null;
  readonly hairdresserRole?: string | null;
  readonly service?: string | null;
  readonly serviceId?: Id | null;
  readonly serviceIds?: readonly Id[] | string | null;
  readonly serviceCategory?: string | null;
  readonly dateTime?: string | Temporal.PlainDateTime | null;
  readonly startTime?: string | Temporal.PlainDateTime | null;
  readonly endTime?: string | Temporal.PlainDateTime | null;
  readonly durationMinutes?: number | null;
  readonly notes?: string | null;
  readonly status?: string | null;
  readonly source?: string | null;
  readonly createdAt?: string | null;
  readonly appointmentGroupId?: Id | null;
  readonly appointment_group_id?: Id | null;
  readonly serviceOrder?: number | null;
  readonly service_order?: number | null;
  readonly groupSize?: number | null;
  readonly totalServicesInGroup?: number | null;
  readonly isMultiOperator?: boolean | null;
  readonly groupAppointments?: readonly RawAppointment[] | null;
  readonly colorCode?: string | null;
  readonly activePeriods?: RawActivePeriods;
}

/** An appointment ready for display: one spelling per field, defaults applied, wall-clock times. */
export interface NormalisedAppointment {
  readonly id: Id;
  readonly clientId: Id | null;
  readonly clientName: string;
  readonly hairdresserId: Id | null;
  readonly hairdresserName: string;
  readonly hairdresserRole: string | null;
  readonly service: string;
  readonly serviceId: Id | null;
  readonly serviceIds: readonly Id[];
  /** As sent; null on older data (derive one with serviceCategory({ category, name: service })). */
  readonly serviceCategory: ServiceCategory | null;
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
  readonly groupId: Id | null;
  readonly serviceOrder: number | null;
  readonly groupSize: number;
  readonly isMultiOperator: boolean;
  readonly groupAppointments: readonly NormalisedAppointment[];
  readonly colorCode: string;
  /** Sorted, merged periods; null when absent or malformed (one whole block). */
  readonly activePeriods: readonly ActivePeriod[] | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function firstId(...values: unknown[]): Id | null {
  for (const v of values) {
    const id = readId(v);
    if (id !== null) return id;
  }
  return null;
}

function wall(value: unknown, timeZone: string): WallParts | null {
  if (typeof value === 'string') {
    const fast = parseLocalIso(value.trim());
    if (fast) return fast.hasTime ? fast : null;
  }
  const read = readDate(value, timeZone);
  if (read.kind !== 'datetime') return null;
  return {
    dayNumber: dayNumberOfDate(read.dateTime),
    minute: read.dateTime.hour * 60 + read.dateTime.minute,
    hasTime: true,
  };
}

function readServiceIds(value: unknown): Id[] {
  const items =
    typeof value === 'string' ? value.split(',') : Array.isArray(value) ? (value as unknown[]) : [];
  const ids: Id[] = [];
  for (const item of items) {
    const id = readId(item);
    if (id !== null) ids.push(id);
  }
  return ids;
}

function durationOf(raw: RawAppointment, startStamp: number, timeZone: string): number {
  const end = wall(raw.endTime, timeZone);
  if (end) {
    const minutes = end.dayNumber * MINUTES_PER_DAY + end.minute - startStamp;
    if (minutes > 0) return minutes;
  }
  const d = num(raw.durationMinutes);
  return d !== null && d > 0 ? Math.round(d) : DEFAULT_APPOINTMENT_MINUTES;
}

/** Options of normaliseAppointment. */
export interface NormaliseOptions {
  /** Zone of timestamps that carry an offset or Z (the API's local times carry none). */
  readonly timeZone?: string;
}

function normaliseOne(
  raw: RawAppointment,
  timeZone: string,
  nested: boolean,
): NormalisedAppointment | null {
  const id = firstId(raw.id, raw.appointmentId);
  const startParts = wall(raw.dateTime, timeZone) ?? wall(raw.startTime, timeZone);
  if (id === null || startParts === null) return null;
  const startStamp = startParts.dayNumber * MINUTES_PER_DAY + startParts.minute;
  const durationMinutes = durationOf(raw, startStamp, timeZone);
  const groupAppointments =
    nested || !Array.isArray(raw.groupAppointments)
      ? []
      : normaliseList(raw.groupAppointments, timeZone, true);
  const operators = new Set(groupAppointments.map((a) => String(a.hairdresserId)));
  return {
    id,
    clientId: firstId(raw.clientId),
    clientName: text(raw.clientName)?.trim() ?? UNNAMED_CLIENT,
    hairdresserId: firstId(raw.hairdresserId),
    hairdresserName: text(raw.hairdresserName) ?? '',
    hairdresserRole: text(raw.hairdresserRole),
    service: text(raw.service) ?? '',
    serviceId: firstId(raw.serviceId),
    serviceIds: readServiceIds(raw.serviceIds),
    serviceCategory: readCategory(raw.serviceCategory),
    start: plainDateTimeOf(startParts.dayNumber, startParts.minute),
    end: plainDateTimeOf(startParts.dayNumber, startParts.minute + durationMinutes),
    durationMinutes,
    dateKey: isoDateOfDayNumber(startParts.dayNumber),
    dayNumber: startParts.dayNumber,
    startMinute: startParts.minute,
    notes: typeof raw.notes === 'string' ? raw.notes : '',
    status: readStatus(raw.status) ?? 'CONFIRMED',
    source: readSource(raw.source),
    createdAt: text(raw.createdAt),
    groupId: firstId(raw.appointmentGroupId, raw.appointment_group_id),
    serviceOrder: num(raw.serviceOrder) ?? num(raw.service_order),
    groupSize:
      num(raw.groupSize) ?? num(raw.totalServicesInGroup) ?? Math.max(groupAppointments.length, 1),
    isMultiOperator:
      typeof raw.isMultiOperator === 'boolean' ? raw.isMultiOperator : operators.size > 1,
    groupAppointments,
    colorCode: text(raw.colorCode) ?? DEFAULT_OPERATOR_COLOR,
    activePeriods: parseActivePeriods(raw.activePeriods),
  };
}

function normaliseList(
  list: readonly unknown[],
  timeZone: string,
  nested: boolean,
): NormalisedAppointment[] {
  const out: NormalisedAppointment[] = [];
  for (const raw of list) {
    if (typeof raw !== 'object' || raw === null) continue;
    const appointment = normaliseOne(raw as RawAppointment, timeZone, nested);
    if (appointment) out.push(appointment);
  }
  return out;
}

/**
 * Normalises one appointment from the API (SPEC.md §3): reads both spellings of every aliased
 * field (id/appointmentId, dateTime/startTime, appointmentGroupId/appointment_group_id,
 * serviceOrder/service_order, groupSize/totalServicesInGroup) and applies the display
 * defaults: end = endTime, else start + durationMinutes, else start + 60; status CONFIRMED when
 * missing (blocks show it as BOOKED); clientName 'Cliente senza nome'; source MANUAL.
 * Returns null when there is no id or no readable start: nothing can be drawn.
 */
export function normaliseAppointment(
  raw: RawAppointment,
  options: NormaliseOptions = {},
): NormalisedAppointment | null {
  return normaliseOne(raw, options.timeZone ?? DEFAULT_TIME_ZONE, false);
}

/** Normalises a list, leaving out what cannot be drawn (SPEC.md §8: load problems leave the rest usable). */
export function normaliseAppointments(
  list: readonly unknown[],
  options: NormaliseOptions = {},
): NormalisedAppointment[] {
  return normaliseList(list, options.timeZone ?? DEFAULT_TIME_ZONE, false);
}
