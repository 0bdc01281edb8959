// Sending a reminder (issue #19). WhatsApp (a template: the only kind WhatsApp delivers outside
// the 24-hour window) when the salon can send and the client has a phone; else an e-mail through
// the e-mail outbox's job; else nothing, recorded. The reminder row is its own queue, outside
// the jobs table: a WhatsApp adapter may use the database itself (the sandbox's outbox, the
// salon's settings), which it cannot do inside a job's transaction on the one-connection PGlite.
// A process claims a row with one conditional UPDATE (two processes never send one reminder),
// sends with no transaction open, then records the outcome; a failure waits the job table's
// backoff and the reminder is FAILED after its attempts (decision 0026's numbers). A process
// that dies after claiming leaves a claim that expires: WhatsApp is at least once, like SMTP.
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { clients, reminders, salons, whatsappSettings } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { MAX_ATTEMPTS, backoffSeconds } from '../../jobs/queue.ts';
import { enqueueEmail } from '../jobs/email.ts';
import { linkExpiry, signReminderToken } from './token.ts';
import { instantOf, loadVisit } from './visit.ts';

/**
 * The approved WhatsApp template of the reminder when the salon set none in /salone > WhatsApp;
 * its body's parameters are, in order: client name, date, time, salon, link.
 */
export const REMINDER_TEMPLATE = { name: 'promemoria_appuntamento', language: 'it' } as const;

/** The salon's own template (its WhatsApp settings), else the default one. */
async function reminderTemplateOf(db: Database, salonId: number) {
  const [row] = await db
    .select({
      name: whatsappSettings.reminderTemplate,
      language: whatsappSettings.reminderLanguage,
    })
    .from(whatsappSettings)
    .where(salonFilter(whatsappSettings, salonId));
  return row ?? REMINDER_TEMPLATE;
}

/** A claim older than this is a process that died mid-send: the reminder is due again. */
const CLAIM_MINUTES = 10;

export interface ReminderSender {
  whatsapp: WhatsAppAdapter;
  keys: TokenKeys;
  /** The web app's address as clients reach it (PUBLIC_APP_URL): the link is …/promemoria/<token>. */
  publicAppUrl: string;
}

/** What a run sent: WhatsApp messages, and e-mails queued (the caller nudges the e-mail jobs). */
export interface Sent {
  whatsapp: number;
  emails: number;
}

type Row = typeof reminders.$inferSelect;

/** "giovedì 12 marzo" and "09:30", as the message says them. */
export function spoken(local: string): { date: string; time: string } {
  const at = Temporal.PlainDateTime.from(local);
  return {
    date: at.toPlainDate().toLocaleString('it-IT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
    time: `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`,
  };
}

async function record(
  db: Pick<Database, 'update'>,
  row: Row,
  set: PgUpdateSetSource<typeof reminders>,
) {
  await db
    .update(reminders)
    .set({ claimedAt: null, ...set })
    .where(salonFilter(reminders, row.salonId, eq(reminders.id, row.id)));
}

/** Claims one due reminder of the salon; null when none is due. */
async function claim(db: Database, salonId: number): Promise<Row | null> {
  const due = and(
    or(
      and(eq(reminders.status, 'PENDING'), lte(reminders.nextAttemptAt, sql`now()`)),
      and(
        eq(reminders.status, 'SENDING'),
        lt(reminders.claimedAt, sql`now() - make_interval(mins => ${CLAIM_MINUTES})`),
      ),
    ),
  );
  const [next] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(salonFilter(reminders, salonId, due))
    .orderBy(asc(reminders.nextAttemptAt), asc(reminders.id))
    .limit(1);
  if (!next) return null;
  // The same condition again: of two processes that read the same row, one updates it.
  const [claimed] = await db
    .update(reminders)
    .set({ status: 'SENDING', claimedAt: sql`now()`, attempts: sql`${reminders.attempts} + 1` })
    .where(salonFilter(reminders, salonId, eq(reminders.id, next.id), due))
    .returning();
  return claimed ?? (await claim(db, salonId));
}

async function sendOne(db: Database, sender: ReminderSender, row: Row): Promise<keyof Sent | null> {
  const [salon] = await db.select().from(salons).where(eq(salons.id, row.salonId));
  const visit = await loadVisit(db, row.salonId, row.visit);
  if (!salon || !visit || !visit.booked) {
    await record(db, row, {
      status: 'SKIPPED',
      channel: 'NONE',
      lastError: "L'appuntamento non è più prenotato",
    });
    return null;
  }
  const first = visit.live[0] as (typeof visit.live)[number];
  const [client] = await db
    .select({ name: clients.name, phone: clients.phoneNumber, email: clients.email })
    .from(clients)
    .where(salonFilter(clients, row.salonId, eq(clients.id, first.a.clientId)));
  const token = await signReminderToken(sender.keys, {
    visit: visit.visit,
    salonId: row.salonId,
    expiresAt: linkExpiry(instantOf(visit.start, salon.timeZone)),
  });
  const link = `${sender.publicAppUrl.replace(/\/+$/, '')}/promemoria/${token}`;
  const { date, time } = spoken(visit.start);
  const name = client?.name.trim().split(/\s+/)[0] ?? '';
  const text =
    `Ciao ${name}, ti ricordiamo l'appuntamento di ${date} alle ${time} da ${salon.name}. ` +
    `Puoi confermare o annullare qui: ${link}`;
  if (client?.phone && (await sender.whatsapp.configured(row.salonId))) {
    try {
      const template = await reminderTemplateOf(db, row.salonId);
      await sender.whatsapp.sendTemplate({
        salonId: row.salonId,
        to: client.phone,
        template: template.name,
        language: template.language,
        parameters: [name, date, time, salon.name, link],
        text,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await record(
        db,
        row,
        row.attempts >= MAX_ATTEMPTS
          ? { status: 'FAILED', lastError: message }
          : {
              status: 'PENDING',
              lastError: message,
              nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
            },
      );
      return null;
    }
    await record(db, row, {
      status: 'SENT',
      channel: 'WHATSAPP',
      recipient: client.phone,
      sentAt: new Date(),
      lastError: null,
    });
    return 'whatsapp';
  }
  if (client?.email) {
    const to = client.email;
    // The e-mail outbox's job sends (and retries) it: queued with the reminder's SENT.
    await db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        to,
        subject: `Promemoria: il tuo appuntamento da ${salon.name} ${date} alle ${time}`,
        text: `${text}\n\nPer qualsiasi cambiamento puoi anche chiamare il salone${salon.phoneNumber ? ` al ${salon.phoneNumber}` : ''}.`,
        salonId: row.salonId,
      });
      await record(tx, row, {
        status: 'SENT',
        channel: 'EMAIL',
        recipient: to,
        sentAt: new Date(),
        lastError: null,
      });
    });
    return 'emails';
  }
  await record(db, row, {
    status: 'SKIPPED',
    channel: 'NONE',
    lastError: 'Il cliente non ha un numero di telefono per WhatsApp né un indirizzo e-mail',
  });
  return null;
}

/** Sends the salon's due reminders, one claim at a time; what went out. */
export async function sendDueReminders(
  db: Database,
  sender: ReminderSender,
  salonId: number,
  limit = 100,
): Promise<Sent> {
  const sent: Sent = { whatsapp: 0, emails: 0 };
  for (let i = 0; i < limit; i++) {
    const row = await claim(db, salonId);
    if (!row) break;
    const channel = await sendOne(db, sender, row);
    if (channel) sent[channel]++;
  }
  return sent;
}
