/** Where an appointment came from (SPEC.md §4). Manual creation sets MANUAL. */
export const APPOINTMENT_SOURCES = ['WHATSAPP_AI', 'MANUAL', 'VOICE_AI'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** Source badges (MODULES.md: WhatsApp AI, Voce AI, Manuale). */
export const SOURCE_LABELS_IT: Readonly<Record<AppointmentSource, string>> = {
  WHATSAPP_AI: 'WhatsApp AI',
  MANUAL: 'Manuale',
  VOICE_AI: 'Voce AI',
};

/** Reads a source, case-insensitively; MANUAL when missing or unknown (SPEC.md §3 display default). */
export function readSource(value: unknown): AppointmentSource {
  if (typeof value !== 'string') return 'MANUAL';
  const upper = value.trim().toUpperCase();
  return (APPOINTMENT_SOURCES as readonly string[]).includes(upper)
    ? (upper as AppointmentSource)
    : 'MANUAL';
}
