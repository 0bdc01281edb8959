import { APPOINTMENT_STATUSES } from '@agendina/contract';
import type { AppointmentStatus } from '@agendina/contract';

// Appointment statuses as the API sends them (SPEC.md §4): declared once, in the contract.
export { APPOINTMENT_STATUSES };
export type { AppointmentStatus };

/**
 * A status as shown: the API's six, plus CONFIRMED, the dashboard's default for an appointment
 * whose status did not arrive (SPEC.md §3). Calendar blocks show that case as BOOKED.
 */
export type DisplayStatus = AppointmentStatus | 'CONFIRMED';

/** Italian labels of the statuses. */
export const STATUS_LABELS_IT: Readonly<Record<DisplayStatus, string>> = {
  BOOKED: 'Prenotato',
  IN_PROGRESS: 'In Lavorazione',
  COMPLETED: 'Completato',
  CANCELLED: 'Cancellato',
  NO_SHOW: 'Non presentato',
  REQUESTED: 'Da confermare',
  HELD: 'Acconto in attesa',
  CONFIRMED: 'Confermato',
};

/** Reads a status from API data, case-insensitively; null when missing or unknown. */
export function readStatus(value: unknown): AppointmentStatus | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (APPOINTMENT_STATUSES as readonly string[]).includes(upper)
    ? (upper as AppointmentStatus)
    : null;
}

/** The Italian label of a status; unknown text is shown as it came. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS_IT as Readonly<Record<string, string>>)[status] ?? status;
}

/** The status a calendar block shows: CONFIRMED (status not sent) counts as BOOKED. */
export function blockStatus(status: DisplayStatus): AppointmentStatus {
  return status === 'CONFIRMED' ? 'BOOKED' : status;
}
