// What a write from the booking page passes before anything is read for it (issues #34, #35):
// the honeypot, a name, and the limits per address and per salon that a booking counts against
// (joining the waitlist counts as a booking: one budget for the page's writes).
import { limit, windowRule } from '../../auth/rate-limit.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { invalid } from '../../domain/errors.ts';

export const BOOKING_MESSAGES = {
  honeypot: 'Richiesta non valida.',
  name: 'Scrivi il tuo nome.',
  tooMany: 'Troppe prenotazioni da questo indirizzo.',
  salonBusy: 'Il salone sta ricevendo molte prenotazioni: riprova tra qualche minuto.',
} as const;

export async function screenPublicWrite(
  deps: { db: Database; config: AppConfig; ip: string },
  salonId: number,
  request: { name: string; website?: string | undefined },
): Promise<void> {
  // A field people never see: filled, it is a bot, and nothing is written.
  if (request.website?.trim()) throw invalid({ website: BOOKING_MESSAGES.honeypot });
  if (request.name.trim() === '') throw invalid({ name: BOOKING_MESSAGES.name });
  const limits = deps.config.rateLimits;
  await limit(
    deps.db,
    [windowRule(`bookingsPerAddress:${deps.ip}`, limits.bookingsPerAddress)],
    BOOKING_MESSAGES.tooMany,
  );
  await limit(
    deps.db,
    [windowRule(`bookingsPerSalon:${salonId}`, limits.bookingsPerSalon)],
    BOOKING_MESSAGES.salonBusy,
  );
}
