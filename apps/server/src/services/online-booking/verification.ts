// The one-time code that proves a client owns a phone (issue #34): 6 digits, valid 10 minutes,
// 5 attempts, sent by WhatsApp (an authentication template, through the salon's adapter) or by
// e-mail. Only a hash is stored. A code is claimed by the booking that uses it, so it books once.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, gt, isNull, sql } from 'drizzle-orm';
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import { limit, windowRule } from '../../auth/rate-limit.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { bookingVerifications } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { invalid, refused } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { enqueueEmail } from '../jobs/email.ts';

export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;

/** The authentication template the salon has approved (preset text: «{{1}} è il tuo codice di verifica.»). */
export const CODE_TEMPLATE = { name: 'codice_verifica', language: 'it' } as const;

export const CODE_MESSAGES = {
  emailNeeded: "Scrivi l'indirizzo e-mail a cui mandare il codice.",
  whatsappOff:
    'Il salone non può inviare codici su WhatsApp in questo momento: scegli di riceverlo per e-mail.',
  tooManyPhone: 'Hai chiesto troppi codici per questo numero.',
  tooManyAddress: 'Troppe richieste di codici da questo indirizzo.',
  wrong: (left: number) =>
    left > 0
      ? `Il codice non è corretto. ${left === 1 ? 'Ti resta 1 tentativo' : `Ti restano ${left} tentativi`}.`
      : 'Il codice non è corretto e i tentativi sono finiti: chiedi un nuovo codice.',
  expired: 'Il codice è scaduto o è già stato usato: chiedi un nuovo codice.',
} as const;

const hashOf = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface CodeSender {
  db: Database;
  config: AppConfig;
  whatsapp: WhatsAppAdapter;
  ip: string;
}

/** Creates and sends a code; the caller nudges the e-mail job when the channel is EMAIL. */
export async function sendBookingCode(
  deps: CodeSender,
  salon: { id: number; name: string },
  request: Schemas['BookingVerificationRequest'],
): Promise<Schemas['BookingVerification']> {
  const email = request.email?.trim() || null;
  if (request.channel === 'EMAIL' && email === null)
    throw invalid({ email: CODE_MESSAGES.emailNeeded });
  const limits = deps.config.rateLimits;
  await limit(
    deps.db,
    [windowRule(`bookingCodesPerAddress:${deps.ip}`, limits.bookingCodesPerAddress)],
    CODE_MESSAGES.tooManyAddress,
  );
  await limit(
    deps.db,
    [windowRule(`bookingCodesPerPhone:${salon.id}:${request.phone}`, limits.bookingCodesPerPhone)],
    CODE_MESSAGES.tooManyPhone,
  );
  if (request.channel === 'WHATSAPP' && !(await deps.whatsapp.configured(salon.id)))
    throw refused(CODE_MESSAGES.whatsappOff, 'WHATSAPP_NOT_CONFIGURED');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
  const text = `${code} è il tuo codice di verifica per prenotare da ${salon.name}. Scade tra ${CODE_MINUTES} minuti. Non condividerlo con nessuno.`;
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingVerifications)
      .values(
        owned(salon.id, {
          phone: request.phone,
          channel: request.channel,
          email,
          codeHash: 'pending',
          expiresAt,
        }),
      )
      .returning({ id: bookingVerifications.id });
    const verificationId = (row as { id: string }).id;
    await tx
      .update(bookingVerifications)
      .set({ codeHash: hashOf(verificationId, code) })
      .where(
        salonFilter(bookingVerifications, salon.id, eq(bookingVerifications.id, verificationId)),
      );
    if (request.channel === 'EMAIL' && email !== null)
      await enqueueEmail(tx, {
        to: email,
        subject: `Codice di verifica: ${salon.name}`,
        text,
        salonId: salon.id,
      });
    return verificationId;
  });
  // WhatsApp after the commit: an adapter may write to the database itself (the sandbox's outbox).
  if (request.channel === 'WHATSAPP')
    await deps.whatsapp.sendTemplate({
      salonId: salon.id,
      to: request.phone,
      template: CODE_TEMPLATE.name,
      language: CODE_TEMPLATE.language,
      parameters: [code],
      codeButton: code,
      text,
      chatText: 'Codice di verifica inviato per la prenotazione online.',
    });
  return { verificationId: id, channel: request.channel, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a code and claims it for one booking: a wrong code spends an attempt (422 with the
 * attempts left), an expired, used or exhausted one is 422. Release it if the booking fails.
 */
export async function claimBookingCode(
  db: Database,
  salonId: number,
  input: { verificationId: string; code: string; phone: string },
): Promise<{ email: string | null; channel: string }> {
  const [row] = await db
    .select()
    .from(bookingVerifications)
    .where(
      salonFilter(
        bookingVerifications,
        salonId,
        eq(bookingVerifications.id, input.verificationId),
        eq(bookingVerifications.phone, input.phone),
      ),
    );
  const now = new Date();
  if (!row || row.usedAt !== null || row.expiresAt <= now || row.attempts >= CODE_ATTEMPTS)
    throw refused(CODE_MESSAGES.expired, 'CODE_EXPIRED');
  const given = Buffer.from(hashOf(row.id, input.code));
  const expected = Buffer.from(row.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    // Counted in the database, so parallel guesses cannot share one attempt.
    const [spent] = await db
      .update(bookingVerifications)
      .set({ attempts: sql`${bookingVerifications.attempts} + 1` })
      .where(salonFilter(bookingVerifications, salonId, eq(bookingVerifications.id, row.id)))
      .returning({ attempts: bookingVerifications.attempts });
    throw refused(
      CODE_MESSAGES.wrong(CODE_ATTEMPTS - (spent?.attempts ?? CODE_ATTEMPTS)),
      'CODE_WRONG',
    );
  }
  const [claimed] = await db
    .update(bookingVerifications)
    .set({ usedAt: now })
    .where(
      salonFilter(
        bookingVerifications,
        salonId,
        eq(bookingVerifications.id, row.id),
        isNull(bookingVerifications.usedAt),
        gt(bookingVerifications.expiresAt, now),
        sql`${bookingVerifications.attempts} < ${CODE_ATTEMPTS}`,
      ),
    )
    .returning({ id: bookingVerifications.id });
  if (!claimed) throw refused(CODE_MESSAGES.expired, 'CODE_EXPIRED');
  return { email: row.email, channel: row.channel };
}

/** The booking failed (the time was taken): the client may pick another time with the same code. */
export async function releaseBookingCode(db: Database, salonId: number, verificationId: string) {
  await db
    .update(bookingVerifications)
    .set({ usedAt: null })
    .where(salonFilter(bookingVerifications, salonId, eq(bookingVerifications.id, verificationId)));
}
