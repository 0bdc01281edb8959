import { createTransport } from 'nodemailer';
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
 * A send that the server refuses rejects, so the caller answers with an error instead of
 * pretending the code went out.
 */
export function smtpEmail({ url, from = DEFAULT_MAIL_FROM }: SmtpOptions): EmailAdapter & {
  close(): void;
} {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
