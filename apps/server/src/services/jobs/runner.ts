// Every kind of job a process runs, with the adapters it runs them through: the fiscal
// transmissions (decision 0023), the e-mail outbox (0026), the deposits' refunds (0062) and
// their receipts (0064).
import type { Adapters } from '../../adapters/adapters.ts';
import { fiscalJobs } from '../cash/fiscal.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import { emailJobs } from './email.ts';
import { depositJobs } from '../deposits/refund-job.ts';
import { depositFiscalJobs } from '../deposits/certify.ts';

export function appJobs(
  adapters: Pick<Adapters, 'email' | 'fiscal'> & Partial<Pick<Adapters, 'payments'>>,
): JobRunner {
  const parts = [
    fiscalJobs(adapters.fiscal),
    emailJobs(adapters.email),
    depositFiscalJobs(adapters.fiscal),
  ];
  // A runner without payments (some tests') has no deposit refunds to run.
  if (adapters.payments) parts.push(depositJobs(adapters.payments));
  return {
    handlers: Object.assign({}, ...parts.map((part) => part.handlers)) as JobRunner['handlers'],
    async onDead(tx, kind, payload, error) {
      // Each part's onDead looks only at its own kinds.
      for (const part of parts) await part.onDead?.(tx, kind, payload, error);
    },
  };
}
