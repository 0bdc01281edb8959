import { appointmentAt } from '../appointments/appointment.ts';
import type { AppointmentInit, NormalisedAppointment } from '../appointments/appointment.ts';
import { parseActivePeriods } from '../appointments/periods.ts';

/** A test appointment: a local start, active periods as the API writes them, members alike. */
export interface TestAppointment extends Omit<
  AppointmentInit,
  'dayNumber' | 'startMinute' | 'activePeriods' | 'groupAppointments'
> {
  readonly dateTime: string;
  readonly activePeriods?: unknown;
  readonly groupAppointments?: readonly TestAppointment[];
}

export function testAppointment({
  dateTime,
  activePeriods,
  groupAppointments,
  ...init
}: TestAppointment): NormalisedAppointment {
  return appointmentAt(dateTime, {
    ...init,
    activePeriods: parseActivePeriods(activePeriods),
    ...(groupAppointments ? { groupAppointments: groupAppointments.map(testAppointment) } : {}),
  });
}
