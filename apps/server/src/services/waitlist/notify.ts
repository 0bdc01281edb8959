// What the waitlist tells a client (issue #35): a freed time with its claim link, and that a time
// offered has gone. On WhatsApp through the salon's adapter (a utility template the salon has
// approved; the sandbox by default) or by e-mail through the outbox. A message that cannot go out
// is logged and never undoes what caused it (a cancellation, a claim): the staff see the line.
import { Temporal } from 'temporal-polyfill';
import { spoken } from '../reminders/send.ts';
import { enqueueEmail, EMAIL_JOB } from '../jobs/email.ts';
import type { WaitlistDeps } from './deps.ts';

export const OFFER_TEMPLATE = { name: 'lista_attesa_posto_libero', language: 'it' } as const;
export const TAKEN_TEMPLATE = { name: 'lista_attesa_orario_preso', language: 'it' } as const;

export interface Recipient {
  name: string;
  phone: string;
  email: string | null;
  channel: string;
}

interface Message {
  template: { name: string; language: string };
  parameters: string[];
  subject: string;
  text: string;
}

interface Salon {
  id: number;
  name: string;
  timeZone: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The claim link of a token: <publicAppUrl>/lista-attesa/<token>. */
export function claimLink(deps: Pick<WaitlistDeps, 'config'>, token: string): string {
  return `${deps.config.publicAppUrl.replace(/\/+$/, '')}/lista-attesa/${token}`;
}

/** The salon-local hour and minute of an instant. */
function clockOf(at: Date, timeZone: string): string {
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
}

export function offerMessage(
  salon: Salon,
  to: Recipient,
  offer: { start: string; expiresAt: Date; services: readonly string[]; link: string },
): Message {
  const name = firstName(to.name);
  const { date, time } = spoken(offer.start);
  const until = clockOf(offer.expiresAt, salon.timeZone);
  const what = offer.services.join(', ');
  return {
    template: OFFER_TEMPLATE,
    parameters: [name, salon.name, date, time, what, until, offer.link],
    subject: `${salon.name}: si è liberato un posto ${date} alle ${time}`,
    text: `Ciao ${name}, da ${salon.name} si è liberato un posto ${date} alle ${time} per ${what}. Se lo vuoi, prenotalo entro le ${until}: ${offer.link} Lo prende chi conferma per primo.`,
  };
}

export function takenMessage(salon: Salon, to: Recipient, start: string): Message {
  const name = firstName(to.name);
  const { date, time } = spoken(start);
  return {
    template: TAKEN_TEMPLATE,
    parameters: [name, salon.name, date, time],
    subject: `${salon.name}: l'orario di ${date} alle ${time} è stato preso`,
    text: `Ciao ${name}, l'orario è stato preso: il posto di ${date} alle ${time} da ${salon.name} è andato a un altro cliente. Resti in lista d'attesa e ti scriviamo al prossimo posto libero.`,
  };
}

async function byEmail(deps: WaitlistDeps, salonId: number, to: string, message: Message) {
  await deps.db.transaction((tx) =>
    enqueueEmail(tx, { to, subject: message.subject, text: message.text, salonId }),
  );
  deps.jobs.nudge(EMAIL_JOB);
}

/**
 * Sends after the change committed (the sandbox writes its own row): by the recipient's channel,
 * WhatsApp falling back to the e-mail when the salon cannot send or the send fails. Never throws.
 */
export async function deliver(
  deps: WaitlistDeps,
  salonId: number,
  to: Recipient,
  message: Message,
): Promise<void> {
  try {
    if (to.channel === 'WHATSAPP' && (await deps.whatsapp.configured(salonId))) {
      try {
        await deps.whatsapp.sendTemplate({
          salonId,
          to: to.phone,
          template: message.template.name,
          language: message.template.language,
          parameters: message.parameters,
          text: message.text,
        });
        return;
      } catch (error) {
        if (!to.email) throw error;
      }
    }
    if (to.email) await byEmail(deps, salonId, to.email, message);
    else console.error(`Lista d'attesa: nessun canale per avvisare ${to.phone}.`);
  } catch (error) {
    console.error("Lista d'attesa: messaggio non inviato:", error);
  }
}
