import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import type { FiscalAdapter } from './fiscal/index.ts';
import type { PaymentAdapter } from './payments/types.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The Message-ID header, the same on every attempt: a receiver can drop a repeated send. */
  messageId?: string | undefined;
}

/**
 * Sends e-mail; the e-mail job's worker calls it (services/jobs/email.ts), never a request.
 * `via` is the job's transaction: an adapter that writes to the database writes through it, so
 * its row commits with the job's DONE (the dev outbox: exactly once).
 */
export interface EmailAdapter {
  send(message: EmailMessage, via?: Pick<Database, 'insert'>): Promise<void>;
}

/** The mail server refused the message for good (5xx): retrying will not change it. */
export class EmailRejected extends Error {}

/** Sends WhatsApp messages. The default is a sandbox that only records them. */
export interface WhatsAppAdapter {
  /** Whether the salon can send (422 WHATSAPP_NOT_CONFIGURED otherwise). */
  configured(salonId: number): Promise<boolean>;
  /** Free text: WhatsApp delivers it only inside the 24-hour window the client's last message opened. */
  send(message: {
    salonId: number;
    to: string;
    text: string;
  }): Promise<{ providerMessageId: string }>;
  /**
   * A pre-approved template (reminders): the only kind WhatsApp delivers outside the 24-hour
   * window. `text` is the message as the client reads it, for the sandbox and the chat's history.
   */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerMessageId: string }>;
}

/** A template the Cloud API delivered, as the salon's chat keeps it. */
export interface SentTemplate {
  clientPhoneNumber: string;
  content: string;
  direction: 'OUTBOUND';
  channel: 'WHATSAPP_AI';
  externalMessageId: string;
}

/**
 * Writes a sent template into the salon's chat, so the chat shows what the client received:
 * the domain implements it (services/message-ingest.ts, chatLogOf); the adapter only calls it.
 */
export type ChatLog = (salonId: number, message: SentTemplate) => Promise<unknown>;

export interface WhatsAppTemplateMessage {
  salonId: number;
  to: string;
  /** The template's name as approved in the WhatsApp Business Manager. */
  template: string;
  /** Its language code, e.g. `it`. */
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: readonly string[];
  text: string;
  /**
   * An authentication template's one-time code, for its copy-code button (the Cloud API sends
   * it as the parameter of button 0, sub_type url).
   */
  codeButton?: string;
  /** What the salon's chat keeps instead of `text` (a one-time code is never kept there). */
  chatText?: string;
}

export interface Adapters {
  email: EmailAdapter;
  whatsapp: WhatsAppAdapter;
  /** The documento commerciale of the cash desk: the simulator unless FISCAL_ADAPTER=fiskaly. */
  fiscal: FiscalAdapter;
  /** Subscriptions: the built-in test provider unless PAYMENT_PROVIDER=stripe (decision 0029). */
  payments: PaymentAdapter;
}

/** The dev outbox: every e-mail is a row of `outbox` (tests read the codes there) and, optionally, a console line. */
export function devOutboxEmail(db: Database, print: boolean): EmailAdapter {
  return {
    async send({ to, subject, text }, via = db) {
      await via.insert(outbox).values({ channel: 'EMAIL', recipient: to, subject, body: text });
      if (print) console.log(`\n[email a ${to}] ${subject}\n${text}\n`);
    },
  };
}

/**
 * The WhatsApp sandbox: records the message in `outbox` and answers like the Cloud API would;
 * with PRINT_OUTBOX it also prints it, as the dev outbox prints e-mails (a booking page's code
 * is read there in the demo and the e2e run).
 */
export function sandboxWhatsApp(db: Database, print = false): WhatsAppAdapter {
  return {
    async configured() {
      return true;
    },
    async send({ salonId, to, text }) {
      const [row] = await db
        .insert(outbox)
        .values({ salonId, channel: 'WHATSAPP', recipient: to, body: text })
        .returning({ id: outbox.id });
      if (print) console.log(`\n[whatsapp a ${to}]\n${text}\n`);
      return { providerMessageId: `sandbox-${row?.id ?? 0}` };
    },
    async sendTemplate({ salonId, to, text }) {
      return this.send({ salonId, to, text });
    },
  };
}
