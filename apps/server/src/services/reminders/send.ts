// The reminder's send job (issue #19), one per visit, queued by the sweep. WhatsApp (a template:
// the only kind WhatsApp delivers outside the 24-hour window) when the salon can send and the
// client has a phone; else an e-mail through the e-mail outbox's own job; else nothing, recorded.
// A failure of WhatsApp retries with the job table's backoff; when the job gives up, the
// reminder is FAILED with the error, never retried for ever (decision 0026).
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import type { TokenKeys } from '../../auth/tokens.ts';
import { clients, reminders, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { GiveUp, RetryLater } from '../cash/jobs.ts';
import type { JobRunner, Tx } from '../cash/jobs.ts';
import { enqueueEmail } from '../jobs/email.ts';
import { signReminderToken } from './token.ts';
import { REMINDER_JOB } from './sweep.ts';
import type { ReminderJobPayload } from './sweep.ts';
import { instantOf, loadVisit } from './visit.ts';

/**
 * The approved WhatsApp template of the reminder. One place for the lead to wire to the salon's
 * WhatsApp settings (template name and language) when the adapter's columns exist; its body's
 * parameters are, in order: client name, date, time, salon, link.
 */
export const REMINDER_TEMPLATE = { name: 'promemoria_appuntamento', language: 'it' } as const;

export interface ReminderSender {
  whatsapp: WhatsAppAdapter;
  keys: TokenKeys;
  /** The web app's address as clients reach it (PUBLIC_APP_URL): the link is …/promemoria/<token>. */
  publicAppUrl: string;
}

function payloadOf(payload: unknown): ReminderJobPayload {
  const p = payload as Partial<ReminderJobPayload>;
  if (typeof p.salonId !== 'number' || typeof p.reminderId !== 'number')
    throw new GiveUp('Promemoria senza salone o senza id');
  return { salonId: p.salonId, reminderId: p.reminderId };
}

/** "giovedì 12 marzo" and "09:30", as the message says them. */
function spoken(local: string): { date: string; time: string } {
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
  tx: Tx,
  salonId: number,
  id: number,
  set: Partial<typeof reminders.$inferInsert>,
) {
  await tx
    .update(reminders)
    .set(set)
    .where(salonFilter(reminders, salonId, eq(reminders.id, id)));
}

async function sendReminder(tx: Tx, sender: ReminderSender, payload: unknown): Promise<void> {
  const { salonId, reminderId } = payloadOf(payload);
  const [reminder] = await tx
    .select()
    .from(reminders)
    .where(salonFilter(reminders, salonId, eq(reminders.id, reminderId)));
  // Sent already (a job revived by hand), or gone with its appointment: nothing to do.
  if (!reminder || reminder.status !== 'PENDING') return;
  const [salon] = await tx.select().from(salons).where(eq(salons.id, salonId));
  const visit = await loadVisit(tx, salonId, reminder.visit);
  if (!salon || !visit || !visit.booked) {
    await record(tx, salonId, reminderId, {
      status: 'SKIPPED',
      channel: 'NONE',
      lastError: "L'appuntamento non è più prenotato",
    });
    return;
  }
  const first = visit.live[0] as (typeof visit.live)[number];
  const [client] = await tx
    .select({ name: clients.name, phone: clients.phoneNumber, email: clients.email })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.id, first.a.clientId)));
  const expiresAt = Math.floor(instantOf(visit.start, salon.timeZone) / 1000);
  const token = await signReminderToken(sender.keys, { visit: visit.visit, salonId, expiresAt });
  const link = `${sender.publicAppUrl.replace(/\/+$/, '')}/promemoria/${token}`;
  const { date, time } = spoken(visit.start);
  const name = client?.name.trim().split(/\s+/)[0] ?? '';
  const text =
    `Ciao ${name}, ti ricordiamo l'appuntamento di ${date} alle ${time} da ${salon.name}. ` +
    `Confermi? Puoi confermare o annullare qui: ${link}`;
  if (client?.phone && (await sender.whatsapp.configured(salonId))) {
    try {
      await sender.whatsapp.sendTemplate({
        salonId,
        to: client.phone,
        template: REMINDER_TEMPLATE.name,
        language: REMINDER_TEMPLATE.language,
        parameters: [name, date, time, salon.name, link],
        text,
      });
    } catch (error) {
      throw new RetryLater(error instanceof Error ? error.message : String(error));
    }
    await record(tx, salonId, reminderId, {
      status: 'SENT',
      channel: 'WHATSAPP',
      recipient: client.phone,
      sentAt: new Date(),
      lastError: null,
    });
    return;
  }
  if (client?.email) {
    // The e-mail outbox's job sends it (and retries it) with the reminder's commit.
    await enqueueEmail(tx, {
      to: client.email,
      subject: `Promemoria: il tuo appuntamento da ${salon.name} ${date} alle ${time}`,
      text: `${text}\n\nPer qualsiasi cambiamento puoi anche chiamare il salone${salon.phoneNumber ? ` al ${salon.phoneNumber}` : ''}.`,
      salonId,
    });
    await record(tx, salonId, reminderId, {
      status: 'SENT',
      channel: 'EMAIL',
      recipient: client.email,
      sentAt: new Date(),
      lastError: null,
    });
    return;
  }
  await record(tx, salonId, reminderId, {
    status: 'SKIPPED',
    channel: 'NONE',
    lastError: 'Il cliente non ha un numero di telefono per WhatsApp né un indirizzo e-mail',
  });
}

export function reminderJobs(sender: ReminderSender): JobRunner {
  return {
    handlers: { [REMINDER_JOB]: (tx, payload) => sendReminder(tx, sender, payload) },
    async onDead(tx, kind, payload, error) {
      if (kind !== REMINDER_JOB) return;
      const p = payload as Partial<ReminderJobPayload>;
      if (typeof p.salonId !== 'number' || typeof p.reminderId !== 'number') return;
      const { salonId, reminderId } = p as ReminderJobPayload;
      await record(tx, salonId, reminderId, { status: 'FAILED', lastError: error });
    },
  };
}
