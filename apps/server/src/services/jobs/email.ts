// The e-mail outbox on the durable jobs (decision 0026): an e-mail is a job queued in the same
// transaction as the change that causes it (a verification code, a receipt's copy), so it goes
// out if and only if the change commits; the worker hands it to the e-mail adapter.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { EmailRejected } from '../../adapters/adapters.ts';
import type { EmailAdapter } from '../../adapters/adapters.ts';
import { jobs } from '../../db/schema/index.ts';
import { GiveUp, RetryLater, enqueueJob } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import type { Tx } from '../../db/transaction.ts';

export const EMAIL_JOB = 'email.send';

export interface EmailJobPayload {
  to: string;
  subject: string;
  text: string;
  /** The salon the e-mail is about (the admin's dead-letter list shows it); null for none. */
  salonId: number | null;
}

/**
 * Queues an e-mail in the caller's transaction. The caller nudges the worker after the commit
 * (`deps.jobs.nudge(EMAIL_JOB)`): before it, the job is not there to be seen.
 */
export async function enqueueEmail(tx: Tx, message: EmailJobPayload): Promise<void> {
  await enqueueJob(tx, {
    key: `email:${randomUUID()}`,
    kind: EMAIL_JOB,
    payload: message,
    // The database's clock, as the claim reads it: a test's fake Date must not postpone it.
    runAt: sql`now()`,
  });
}

function payloadOf(payload: unknown): EmailJobPayload {
  const p = payload as Partial<EmailJobPayload>;
  if (typeof p.to !== 'string' || typeof p.subject !== 'string' || typeof p.text !== 'string')
    throw new GiveUp('Lavoro e-mail senza destinatario o testo');
  return { to: p.to, subject: p.subject, text: p.text, salonId: p.salonId ?? null };
}

/**
 * The worker's side. The send happens with the job's row locked and DONE is written in the same
 * transaction right after the adapter accepted: the dev outbox's row commits with it (exactly
 * once); an SMTP server may have accepted a message whose DONE a crash then lost, and the next
 * attempt sends it again with the same Message-ID (at least once, see decision 0026).
 */
export function emailJobs(adapter: EmailAdapter): JobRunner {
  return {
    handlers: {
      [EMAIL_JOB]: async (tx, payload, job) => {
        const message = payloadOf(payload);
        try {
          await adapter.send(
            {
              to: message.to,
              subject: message.subject,
              text: message.text,
              messageId: `<${job.key}@agendina>`,
            },
            tx,
          );
        } catch (error) {
          if (error instanceof EmailRejected) throw new GiveUp(error.message);
          throw new RetryLater(error instanceof Error ? error.message : String(error));
        }
        // A sent message's text (a verification code) need not outlive it in the jobs table.
        await tx
          .update(jobs)
          .set({ payload: { to: message.to, salonId: message.salonId, sent: true } })
          .where(eq(jobs.id, job.id));
      },
    },
  };
}
