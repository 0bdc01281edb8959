import { createTransport } from 'nodemailer';
import { EmailRejected } from './adapters.ts';
import type { EmailAdapter } from './adapters.ts';

/** Who the e-mails come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Agendina <no-reply@agendina.local>';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL; STARTTLS when offered). */
  url: string;
  from?: string | undefined;
}

/**
 * The real e-mail adapter: nodemailer over SMTP, selected when SMTP_URL is set (DESIGN.md §5).
 * It runs in the e-mail job (services/jobs/email.ts): a failed send rejects, and the job
 * retries with a backoff; a 5xx refusal is EmailRejected and makes the job dead at once.
 */
export function smtpEmail({ url, from = DEFAULT_MAIL_FROM }: SmtpOptions): EmailAdapter & {
  close(): void;
} {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text, messageId }) {
      try {
        await transport.sendMail({ from, to, subject, text, ...(messageId ? { messageId } : {}) });
      } catch (error) {
        // 5xx: the server refused the message (no such mailbox, policy): the job is dead at
        // once. Anything else (4xx, connection) is worth another attempt after a backoff.
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500)
          throw new EmailRejected(`Il server di posta ha rifiutato il messaggio (${code})`);
        throw error;
      }
    },
    close() {
      transport.close();
    },
  };
}
