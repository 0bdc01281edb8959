// GET /admin/jobs and POST /admin/jobs/{id}/retry (tag Admin: the auth middleware answers 403
// to anyone but an ADMIN): the durable jobs' dead letters and "Riprova" (decision 0026).
import type { Handlers } from './context.ts';
import { listJobs, retryJob } from '../services/jobs/admin.ts';

export const adminJobHandlers = {
  async listAdminJobs(ctx) {
    return ctx.ok(await listJobs(ctx.db, ctx.query.state));
  },

  async retryAdminJob(ctx) {
    const job = await retryJob(ctx.db, ctx.params.id, ctx.caller);
    // This process runs it now; the others would at their next poll.
    ctx.jobs.nudge(job.kind);
    return ctx.ok(job);
  },
} satisfies Partial<Handlers>;
