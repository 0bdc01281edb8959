import { CONFLICT_TITLES } from '../planning/conflict-titles.ts';

/**
 * GET /availability/service/{id}/operators: the `reason` of an operator who cannot take the
 * time. Declared here, not in the server, so the wizard reads the same words the server writes
 * (an operator marked "occupato" before saving is the one the booking refuses).
 */
export const UNAVAILABLE_REASONS = {
  timeOff: 'In ferie o non in servizio',
  busy: 'Occupato',
  outsideWorkingHours: CONFLICT_TITLES.OUTSIDE_WORKING_HOURS,
} as const;

export type UnavailableReason = keyof typeof UNAVAILABLE_REASONS;

/** The kind of a reason the server sent; null for text this version does not know. */
export function unavailableReasonOf(reason: string | null): UnavailableReason | null {
  if (reason === null) return null;
  const entry = Object.entries(UNAVAILABLE_REASONS).find(([, text]) => text === reason);
  return entry ? (entry[0] as UnavailableReason) : null;
}
