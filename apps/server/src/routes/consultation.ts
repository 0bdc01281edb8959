// POST /public/consultation-requests (operationId createConsultationRequest): the public site's
// /consulenza form. No account; limited per client address; a honeypot for bots.
import { validateConsultationRequest } from '@agendina/scheduling';
import { limitPerAddress } from '../auth/rate-limit.ts';
import { invalid } from '../domain/errors.ts';
import type { Handlers } from './context.ts';
import { decoyReceipt, storeConsultationRequest } from '../services/consultation.ts';
import { EMAIL_JOB } from '../services/jobs/email.ts';

export const consultationHandlers = {
  async createConsultationRequest(ctx) {
    // The browser ran the same rule; here it guards against every other client.
    const checked = validateConsultationRequest(ctx.body);
    if (!checked.ok) throw invalid(checked.errors);
    // Counted before the honeypot: a bot sees the same 429 a person would, nothing more.
    await limitPerAddress(
      ctx,
      'consultationPerAddress',
      'Troppe richieste di consulenza da questo indirizzo.',
    );
    // The honeypot: a field people never see. Filled, the answer looks accepted and nothing
    // is stored or sent, so a bot does not learn that it was caught.
    if (checked.body.website?.trim()) {
      const decoy = await decoyReceipt(ctx.db);
      return ctx.created({ id: decoy.id, receivedAt: decoy.receivedAt.toISOString() });
    }
    const stored = await storeConsultationRequest(
      ctx.db,
      checked.body,
      ctx.ip,
      ctx.config.consultationInbox,
    );
    ctx.jobs.nudge(EMAIL_JOB);
    return ctx.created({ id: stored.id, receivedAt: stored.receivedAt.toISOString() });
  },
} satisfies Partial<Handlers>;
