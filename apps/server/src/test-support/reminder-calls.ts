// What the reminder tests share (issue #19): a WhatsApp adapter that records or fails as the
// test says, visits written straight into a salon's calendar at a time relative to now, and the
// runner that sends the reminders the sweep queued.
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { Temporal } from 'temporal-polyfill';
import type { WhatsAppAdapter, WhatsAppTemplateMessage } from '../adapters/adapters.ts';
import { simulatorFiscalAdapter } from '../adapters/fiscal/index.ts';
import { TokenKeys } from '../auth/tokens.ts';
import { defaultAppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { owned } from '../db/tenant.ts';
import { runDueJobs } from '../jobs/queue.ts';
import { appJobs } from '../services/jobs/runner.ts';
import { sendDueReminders } from '../services/reminders/send.ts';
import { runReminders } from '../services/reminders/sweep.ts';
import { dbTime } from '../services/time.ts';
import { testConfig } from './harness.ts';
import type { SalonFixture } from './fixtures.ts';

export const PUBLIC_APP_URL = 'https://app.agendina.test';

export function fakeWhatsApp() {
  const state = {
    configured: new Set<number>(),
    down: false,
    sent: [] as WhatsAppTemplateMessage[],
  };
  const adapter: WhatsAppAdapter = {
    async configured(salonId) {
      return state.configured.has(salonId);
    },
    async send() {
      throw new Error('not used by reminders');
    },
    async sendTemplate(message) {
      if (state.down) throw new Error('Graph API: 503 Service Unavailable');
      state.sent.push(message);
      return { providerMessageId: `wamid.${state.sent.length}` };
    },
  };
  return { state, adapter };
}

/** The salon-local wall clock (in its time zone) `hours` from now, on the minute. */
export function localIn(hours: number): string {
  const at = Temporal.Now.zonedDateTimeISO(DEFAULT_TIME_ZONE)
    .add({ minutes: Math.round(hours * 60) })
    .toPlainDateTime()
    .round({ smallestUnit: 'minute', roundingMode: 'floor' });
  return dbTime(at);
}

/** A visit of the salon's first client (or `client`) with its first operator, `hours` from now. */
export async function visitIn(
  db: Database,
  salon: SalonFixture,
  hours: number,
  options: {
    client?: number;
    groupId?: string;
    services?: number;
    status?: 'BOOKED' | 'CANCELLED';
  } = {},
): Promise<number[]> {
  const count = options.services ?? 1;
  const rows = Array.from({ length: count }, (_, i) =>
    owned(salon.salonId, {
      clientId: options.client ?? (salon.clientIds[0] as number),
      hairdresserId: salon.hairdresserIds[i % 2] as number,
      serviceId: salon.serviceIds[i] as number,
      serviceName: ['Colore', 'Taglio donna', 'Piega'][i] as string,
      priceCents: 3000,
      startAt: localIn(hours + i * 0.5),
      endAt: localIn(hours + i * 0.5 + 0.5),
      durationMinutes: 30,
      status: options.status ?? 'BOOKED',
      groupId: options.groupId ?? null,
      serviceOrder: options.groupId ? i + 1 : null,
    }),
  );
  const inserted = await db.insert(appointments).values(rows).returning({ id: appointments.id });
  return inserted.map((r) => r.id);
}

/**
 * What the app's periodic task does (make the due reminders, send them) with these adapters, then
 * the e-mail jobs it queued, sent through `email`.
 */
export function reminderRunner(db: Database, whatsapp: WhatsAppAdapter, email = recordingEmail()) {
  const sender = {
    whatsapp,
    keys: new TokenKeys(db, { ...defaultAppConfig, ...testConfig }),
    publicAppUrl: PUBLIC_APP_URL,
  };
  const jobs = appJobs({ email: email.adapter, fiscal: simulatorFiscalAdapter() });
  return {
    email,
    sender,
    /** Sends the salon's due reminders (no sweep), then the e-mails. */
    send: async (salonId: number) => {
      const sent = await sendDueReminders(db, sender, salonId);
      await runDueJobs(db, jobs);
      return sent;
    },
    /** The whole periodic task, then the e-mails. */
    run: async () => {
      const done = await runReminders(db, sender);
      await runDueJobs(db, jobs);
      return done;
    },
  };
}

export function recordingEmail() {
  const sent: { to: string; subject: string; text: string }[] = [];
  return { sent, adapter: { send: async (m: (typeof sent)[number]) => void sent.push(m) } };
}

/** The token of a reminder's text (…/promemoria/<token>). */
export function tokenIn(text: string): string {
  const match = /\/promemoria\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
