// What the waitlist's services need: the database, the signing keys of the claim links, the
// address those links live at, the salon's WhatsApp adapter, and the job worker that sends the
// e-mails they queue.
import type { WhatsAppAdapter } from '../../adapters/adapters.ts';
import type { TokenKeys } from '../../auth/tokens.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { onlineBookingSettings } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Deps } from '../../deps.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { PageSettings } from '../online-booking/page.ts';

export interface WaitlistDeps {
  db: Database;
  config: AppConfig;
  keys: TokenKeys;
  whatsapp: WhatsAppAdapter;
  jobs: Pick<JobWorker, 'nudge'>;
}

/** The waitlist's dependencies out of the app's (a handler's context carries them). */
export function waitlistDeps(deps: Pick<Deps, 'db' | 'config' | 'keys' | 'adapters' | 'jobs'>) {
  return {
    db: deps.db,
    config: deps.config,
    keys: deps.keys,
    whatsapp: deps.adapters.whatsapp,
    jobs: deps.jobs,
  } satisfies WaitlistDeps;
}

/**
 * The salon's booking page settings, on or off: an offer made while the page was on is still
 * claimed on its rules. Null for a salon that never set its page up.
 */
export async function salonPage(db: Database | Tx, salonId: number): Promise<PageSettings | null> {
  const [row] = await db
    .select()
    .from(onlineBookingSettings)
    .where(salonFilter(onlineBookingSettings, salonId));
  return row ?? null;
}

/** Whether freed times are offered: the salon's page is on with its waitlist. */
export async function waitlistOn(db: Database, salonId: number): Promise<PageSettings | null> {
  const page = await salonPage(db, salonId);
  return page?.enabled && page.waitlistEnabled ? page : null;
}
