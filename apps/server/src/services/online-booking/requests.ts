// Online requests (issue #34, «su richiesta»): a salon that confirms its online bookings gets
// them as REQUESTED, holding their time. The staff accept one (the visit becomes BOOKED, its
// reminder waits for the usual time) or decline it (CANCELLED with the salon's note, the time
// free again); either way the client is told, on WhatsApp or by e-mail, with the visit's manage
// link or the salon's booking page to choose another time.
import { requestRefusal } from '@agendina/scheduling';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { clients, onlineBookingSettings, reminders } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { visitOf, writeGroup } from '../appointment-outcomes.ts';
import type { Appointment } from '../appointments-read.ts';
import { loadSalon } from '../catalog-data.ts';
import { enqueueEmail } from '../jobs/email.ts';
import { spoken } from '../reminders/send.ts';
import { linkExpiry, signReminderToken } from '../reminders/token.ts';
import { instantOf } from '../reminders/visit.ts';

/** The WhatsApp templates of the answers (utility templates the salon has approved). */
export const ACCEPTED_TEMPLATE = { name: 'prenotazione_confermata', language: 'it' } as const;
export const DECLINED_TEMPLATE = { name: 'prenotazione_rifiutata', language: 'it' } as const;

export interface RequestDeps {
  db: Database;
  config: AppConfig;
  keys: TokenKeys;
  whatsapp: WhatsAppAdapter;
}

type Answer = { kind: 'accepted' } | { kind: 'declined'; note: string | null };

async function answered(deps: RequestDeps, salonId: number, id: number) {
  const { visit, group } = await visitOf(deps.db, salonId, id);
  const refusal = requestRefusal(visit.status);
  if (refusal) throw conflict(refusal.message, refusal.code);
  return { visit, group };
}

/** The visit's key as its link names it. */
const keyOf = (visit: Appointment) =>
  visit.appointmentGroupId ? `g:${visit.appointmentGroupId}` : `a:${visit.id}`;

/** REQUESTED → BOOKED for the whole visit; the client is told, with the manage link. */
export async function acceptRequest(deps: RequestDeps, salonId: number, id: number) {
  const { visit, group } = await answered(deps, salonId, id);
  const after = await writeGroup(deps.db, salonId, visit.id, group, ['REQUESTED'], {
    status: 'BOOKED',
  });
  // Another member of the staff answered first: the write changed nothing.
  if (after.status !== 'BOOKED') throw conflict(...notRequested());
  const salon = await loadSalon(deps.db, salonId);
  const start = instantOf(visit.dateTime, salon.timeZone);
  // Made at the booking and skipped while it was a request: it now waits for the usual time.
  await deps.db
    .update(reminders)
    .set({
      status: salon.remindersEnabled ? 'PENDING' : 'SKIPPED',
      nextAttemptAt: new Date(Math.max(Date.now(), start - salon.reminderHoursBefore * 3600_000)),
    })
    .where(
      salonFilter(
        reminders,
        salonId,
        eq(reminders.visit, keyOf(visit)),
        isNull(reminders.sentAt),
        inArray(reminders.status, ['PENDING', 'SKIPPED']),
      ),
    );
  await tellClient(deps, salon, after, { kind: 'accepted' });
  return after;
}

/** REQUESTED → CANCELLED (reason SALON, the note kept and sent); the time is free again. */
export async function declineRequest(
  deps: RequestDeps,
  salonId: number,
  id: number,
  input: Schemas['AppointmentDeclineRequest'],
) {
  const { visit, group } = await answered(deps, salonId, id);
  const note = input.note?.trim() || null;
  const after = await writeGroup(deps.db, salonId, visit.id, group, ['REQUESTED'], {
    status: 'CANCELLED',
    cancellationReason: 'SALON',
    cancellationNote: note,
    cancelledAt: new Date(),
  });
  if (after.status !== 'CANCELLED') throw conflict(...notRequested());
  const salon = await loadSalon(deps.db, salonId);
  await tellClient(deps, salon, after, { kind: 'declined', note });
  return after;
}

function notRequested(): [string, string] {
  const refusal = requestRefusal('BOOKED');
  return [refusal?.message ?? '', refusal?.code ?? 'APPOINTMENT_NOT_REQUESTED'];
}

/**
 * Tells the client the salon's answer: the WhatsApp template when the salon can send and the
 * client has a phone, else an e-mail when the client has an address. A message that cannot go
 * out does not undo the answer: the staff see the visit's state, and can call.
 */
async function tellClient(
  deps: RequestDeps,
  salon: Awaited<ReturnType<typeof loadSalon>>,
  visit: Appointment,
  answer: Answer,
) {
  const [client] = await deps.db
    .select({ name: clients.name, phone: clients.phoneNumber, email: clients.email })
    .from(clients)
    .where(salonFilter(clients, salon.id, eq(clients.id, visit.clientId)));
  if (!client) return;
  const base = deps.config.publicAppUrl.replace(/\/+$/, '');
  const name = client.name.trim().split(/\s+/)[0] ?? '';
  const { date, time } = spoken(visit.dateTime);
  let text: string;
  let parameters: string[];
  if (answer.kind === 'accepted') {
    const token = await signReminderToken(deps.keys, {
      visit: keyOf(visit),
      salonId: salon.id,
      expiresAt: linkExpiry(instantOf(visit.dateTime, salon.timeZone)),
    });
    const link = `${base}/promemoria/${token}`;
    text = `Ciao ${name}, ${salon.name} ha confermato il tuo appuntamento di ${date} alle ${time}. Per vederlo, spostarlo o annullarlo: ${link}`;
    parameters = [name, salon.name, date, time, link];
  } else {
    const [page] = await deps.db
      .select({ slug: onlineBookingSettings.slug })
      .from(onlineBookingSettings)
      .where(salonFilter(onlineBookingSettings, salon.id, eq(onlineBookingSettings.enabled, true)));
    const elsewhere = page
      ? ` Puoi scegliere un altro orario qui: ${base}/prenota/${page.slug}`
      : '';
    const why = answer.note ? ` ${answer.note}` : '';
    text = `Ciao ${name}, ${salon.name} non può accogliere la tua richiesta per ${date} alle ${time}.${why}${elsewhere}`;
    parameters = [
      name,
      salon.name,
      date,
      time,
      answer.note ?? '-',
      page ? `${base}/prenota/${page.slug}` : '-',
    ];
  }
  const template = answer.kind === 'accepted' ? ACCEPTED_TEMPLATE : DECLINED_TEMPLATE;
  try {
    if (client.phone && (await deps.whatsapp.configured(salon.id))) {
      await deps.whatsapp.sendTemplate({
        salonId: salon.id,
        to: client.phone,
        template: template.name,
        language: template.language,
        parameters,
        text,
      });
      return;
    }
  } catch {
    // Falls through to the e-mail, when the client has one.
  }
  if (!client.email) return;
  const subject =
    answer.kind === 'accepted'
      ? `${salon.name}: appuntamento confermato ${date} alle ${time}`
      : `${salon.name}: richiesta non accolta per ${date} alle ${time}`;
  await deps.db.transaction((tx) =>
    enqueueEmail(tx, { to: client.email as string, subject, text, salonId: salon.id }),
  );
}
