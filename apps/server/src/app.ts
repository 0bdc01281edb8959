import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { devOutboxEmail } from './adapters/adapters.ts';
import type { Adapters } from './adapters/adapters.ts';
import { simulatorFiscalAdapter } from './adapters/fiscal/index.ts';
import { paymentAdapterOf } from './adapters/payments/index.ts';
import { registerTestCheckoutPage } from './adapters/payments/test-checkout-page.ts';
import { perSalonWhatsApp } from './adapters/whatsapp/per-salon.ts';
import { authenticate } from './auth/authenticate.ts';
import { salonOfIntegrationKey } from './auth/integration-key.ts';
import { TokenKeys } from './auth/tokens.ts';
import { defaultAppConfig } from './config.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Deps } from './deps.ts';
import { registerOperations } from './http/operations.ts';
import { errorResponse } from './http/respond.ts';
import { securityHeaders } from './http/security-headers.ts';
import { notFound } from './domain/errors.ts';
import { PAYLOAD_LIMIT_BYTES, payloadTooLarge } from './http/errors.ts';
import { handlers } from './routes/handlers.ts';
import { IDEMPOTENCY_HEADER } from './services/idempotency.ts';
import { chatLogOf } from './services/message-ingest.ts';
import { appJobs } from './services/jobs/runner.ts';
import { EMAIL_JOB } from './services/jobs/email.ts';
import { purgeExpired } from './services/jobs/housekeeping.ts';
import { runReminders } from './services/reminders/sweep.ts';
import { HOLD_SWEEP_MS, releaseExpiredHolds } from './services/deposits/expiry.ts';
import { depositDeps } from './services/deposits/deps.ts';
import { WAITLIST_SWEEP_MS, sweepWaitlist } from './services/waitlist/expire.ts';
import { jobWorker } from './jobs/worker.ts';
import type { JobWorker } from './jobs/worker.ts';

export interface AppOptions {
  db: Database;
  /** Origins of the web app allowed to call the API from a browser. */
  allowedOrigins: string[];
  /** Overrides of the run-time settings (defaults: defaultAppConfig). */
  config?: Partial<AppConfig>;
  /** Real adapters; the defaults are the dev outbox, the WhatsApp sandbox and the fiscal simulator. */
  adapters?: Partial<Adapters>;
  /**
   * Poll the jobs table every this many ms (main.ts: every process polls). Without it the
   * worker runs only when this process nudges it (tests: no timer outlives a test file).
   */
  pollJobsMs?: number;
}

/** The API: every operation of openapi/ (validated against it), the assistants' ingestion API included. */
export function createApp(options: AppOptions) {
  return createServer(options).app;
}

/** The API and the job worker that runs what its requests queue (e-mails, fiscal retries). */
export function createServer({
  db,
  allowedOrigins,
  config: overrides = {},
  adapters: given = {},
  pollJobsMs,
}: AppOptions): { app: Hono; worker: JobWorker } {
  const config: AppConfig = { ...defaultAppConfig, ...overrides };
  const adapters: Adapters = {
    email: given.email ?? devOutboxEmail(db, config.printOutbox),
    // The sandbox for every salon but those that chose the Cloud API in /salone.
    whatsapp:
      given.whatsapp ??
      perSalonWhatsApp(db, config.whatsappGraph, chatLogOf(db), { print: config.printOutbox }),
    fiscal: given.fiscal ?? simulatorFiscalAdapter(),
    payments: given.payments ?? paymentAdapterOf(db, config.payments),
  };
  const keys = new TokenKeys(db, config);
  const reminders = { whatsapp: adapters.whatsapp, keys, publicAppUrl: config.publicAppUrl };
  // The retention sweep (hourly) and the reminders' sweep run where jobs are polled (the real
  // processes); the reminder e-mails it queues are sent right after.
  const worker: JobWorker = jobWorker(db, appJobs(adapters), {
    pollMs: pollJobsMs,
    housekeeping:
      pollJobsMs === undefined
        ? undefined
        : [
            { everyMs: 3_600_000, run: () => purgeExpired(db) },
            {
              everyMs: config.reminderSweepMs,
              run: async () => {
                if ((await runReminders(db, reminders)).emails > 0) worker.nudge(EMAIL_JOB);
              },
            },
            // Offers past their time go to the next in line (the e-mails nudge the worker).
            {
              everyMs: WAITLIST_SWEEP_MS,
              run: () =>
                sweepWaitlist({ db, config, keys, whatsapp: adapters.whatsapp, jobs: worker }),
            },
            // Deposits (issue #35): a time held for a payment that did not come is let go.
            {
              everyMs: HOLD_SWEEP_MS,
              run: () =>
                releaseExpiredHolds(depositDeps({ db, config, keys, adapters, jobs: worker })),
            },
          ],
  });
  const deps: Deps = {
    db,
    config,
    keys,
    adapters,
    jobs: worker,
    allowedOrigins,
  };
  // Not strict: `/clients/` is `/clients`, as the contract router before it read paths.
  const app = new Hono({ strict: false });
  // First, so that every answer carries them: errors, 404, 413 and preflights included.
  app.use('*', securityHeaders);
  const corsHeaders = cors({
    origin: allowedOrigins,
    credentials: false,
    maxAge: 600,
    // Idempotency-Key: the web app's booking creates send it (issue #15).
    allowHeaders: ['Authorization', 'Content-Type', 'X-Integration-Key', IDEMPOTENCY_HEADER],
    exposeHeaders: ['Retry-After'],
  });
  // Hono's cors writes on c.res before the handler runs, which makes Hono rebuild (and copy) the
  // handler's answer afterwards: a week's calendar is 1 MB. A request without Origin is not a
  // cross-origin one, so only Vary: Origin is added to it (what cors would add besides an
  // Access-Control-Expose-Headers no browser reads without Access-Control-Allow-Origin).
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.header('origin') !== undefined)
      return corsHeaders(c, next);
    await next();
    // On the answer's own headers: c.header() after the handler would rebuild the answer too.
    c.res.headers.append('Vary', 'Origin');
  });
  const limitBody = bodyLimit({
    maxSize: PAYLOAD_LIMIT_BYTES,
    onError: (c) => errorResponse(c, payloadTooLarge()),
  });
  // GET and HEAD carry no body; asking for it builds a whole Request per call.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  // The test provider's hosted card page: HTML outside the contract (decision 0029).
  if (config.payments.provider === 'test' && adapters.payments.provider === 'TEST')
    registerTestCheckoutPage(app, {
      db,
      webhookSecret: config.payments.testWebhookSecret,
      allowedOrigins,
    });
  registerOperations(app, handlers, deps, {
    bearer: (authorization) => authenticate(deps, authorization),
    integrationKey: (key) => salonOfIntegrationKey(db, key),
    trustProxy: config.trustProxy,
  });
  app.notFound((c) => errorResponse(c, notFound()));
  app.onError((error, c) => errorResponse(c, error));
  return { app, worker };
}
