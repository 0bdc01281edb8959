import type { components } from '@agendina/contract';
import { CANCELLATION_REASONS } from '@agendina/contract';
import {
  DEFAULT_APPOINTMENT_MINUTES,
  DEFAULT_TIME_ZONE,
  MINUTES_PER_DAY,
  createAppointment,
  dayNumberOfDate,
  parseActivePeriods,
  parseLocalIso,
  readCategory,
  readDate,
  readId,
  readSource,
  readStatus,
} from '@agendina/scheduling';
import type { GroupId, Id, NormalisedAppointment, WallParts } from '@agendina/scheduling';
import { readDeposit } from './deposit.ts';

/**
 * An appointment as a server may send it: the contract's fields, every alias of SPEC.md §3
 * included, read tolerantly (any value may be missing, null or of another type; ids may arrive
 * as text). This is the only place the aliases are read: behind it there is NormalisedAppointment.
 */
export type RawAppointment = {
  readonly [K in keyof components['schemas']['Appointment']]?: unknown;
};

/** Options of normaliseAppointment. */
export interface NormaliseOptions {
  /** Zone of timestamps that carry an offset or Z (the API's local times carry none). */
  readonly timeZone?: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Money is integer cents (decision on money): anything else is not a price. */
function readCents(value: unknown): number | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

function firstId(...values: unknown[]): Id | null {
  for (const v of values) {
    const id = readId(v);
    if (id !== null) return id;
  }
  return null;
}

function groupIdOf(...values: unknown[]): GroupId | null {
  for (const v of values) {
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
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

function normaliseOne(
  raw: RawAppointment,
  timeZone: string,
  nested: boolean,
): NormalisedAppointment | null {
  const id = firstId(raw.id, raw.appointmentId);
  const start = wall(raw.dateTime, timeZone) ?? wall(raw.startTime, timeZone);
  if (id === null || start === null) return null;
  const groupAppointments =
    nested || !Array.isArray(raw.groupAppointments)
      ? []
      : normaliseList(raw.groupAppointments, timeZone, true);
  return createAppointment({
    id,
    dayNumber: start.dayNumber,
    startMinute: start.minute,
    durationMinutes: durationOf(raw, start.dayNumber * MINUTES_PER_DAY + start.minute, timeZone),
    clientId: firstId(raw.clientId),
    clientName: text(raw.clientName)?.trim() ?? undefined,
    clientPhoneNumber: text(raw.clientPhoneNumber)?.trim() ?? null,
    hairdresserId: firstId(raw.hairdresserId),
    hairdresserName: text(raw.hairdresserName) ?? undefined,
    hairdresserRole: text(raw.hairdresserRole),
    service: text(raw.service) ?? undefined,
    serviceId: firstId(raw.serviceId),
    serviceIds: readServiceIds(raw.serviceIds),
    serviceCategory: readCategory(raw.serviceCategory),
    priceCents: readCents(raw.priceCents),
    notes: typeof raw.notes === 'string' ? raw.notes : undefined,
    status: readStatus(raw.status) ?? undefined,
    source: readSource(raw.source),
    createdAt: text(raw.createdAt),
    groupId: groupIdOf(raw.appointmentGroupId, raw.appointment_group_id),
    serviceOrder: num(raw.serviceOrder) ?? num(raw.service_order),
    groupSize: num(raw.groupSize) ?? num(raw.totalServicesInGroup) ?? undefined,
    isMultiOperator: typeof raw.isMultiOperator === 'boolean' ? raw.isMultiOperator : undefined,
    groupAppointments,
    colorCode: text(raw.colorCode) ?? undefined,
    activePeriods: parseActivePeriods(raw.activePeriods),
    cancellationReason: oneOf(CANCELLATION_REASONS, raw.cancellationReason),
    cancellationNote: text(raw.cancellationNote),
    clientConfirmedAt: text(raw.clientConfirmedAt),
    deposit: readDeposit(raw.deposit),
  });
}

/** A value of `values`, or null (older data, or a value this client does not know). */
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

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
 * serviceOrder/service_order, groupSize/totalServicesInGroup), ids as numbers, and lets
 * createAppointment apply the display defaults: end = endTime, else start + durationMinutes, else
 * start + 60; status CONFIRMED when missing; clientName 'Cliente senza nome'; source MANUAL.
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
