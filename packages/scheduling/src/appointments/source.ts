import { APPOINTMENT_SOURCES } from '@agendina/contract';
import type { AppointmentSource } from '@agendina/contract';

// Where an appointment came from (SPEC.md §4): declared once, in the contract.
export { APPOINTMENT_SOURCES };
export type { AppointmentSource };

/** What manual creation sets, and the display default of SPEC.md §3: the one place it is written. */
export const MANUAL_SOURCE = 'MANUAL' satisfies AppointmentSource;

/** Source badges (MODULES.md: WhatsApp AI, Voce AI, Manuale, Online). */
export const SOURCE_LABELS_IT: Readonly<Record<AppointmentSource, string>> = {
  WHATSAPP_AI: 'WhatsApp AI',
  MANUAL: 'Manuale',
  VOICE_AI: 'Voce AI',
  ONLINE: 'Online',
};

/** Reads a source, case-insensitively; MANUAL when missing or unknown (SPEC.md §3 display default). */
export function readSource(value: unknown): AppointmentSource {
  if (typeof value !== 'string') return MANUAL_SOURCE;
  const upper = value.trim().toUpperCase();
  return (APPOINTMENT_SOURCES as readonly string[]).includes(upper)
    ? (upper as AppointmentSource)
    : MANUAL_SOURCE;
}
