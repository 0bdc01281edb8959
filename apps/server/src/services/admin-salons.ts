// The reads of the admin console: the salons list (search, status filter, sort, paging on the
// server; decision 0030), one salon with its subscription and usage, its sessions.
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  appointments,
  clients,
  effectiveSubscriptionStatusSql,
  hairdressers,
  salons,
  sessions,
  subscriptions,
  users,
} from '../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../db/tenant.ts';
import { found } from '../domain/errors.ts';
import type { QueryOf, Schemas } from '../domain/contract-types.ts';
import { subscriptionView } from './subscription/state.ts';
import { pageAsked, pageOf } from './page.ts';
import { salonContacts } from './current-user.ts';

type Reader = Pick<Database, 'select'>;

/**
 * The salon's account: its first user (a salon has one login today; the oldest if ever more).
 * An equality join plus "no older account", so the planner can hash-join the two tables.
 */
const ownerJoin = and(
  eq(users.salonId, salons.id),
  sql`not exists (select 1 from users o where o.salon_id = ${users.salonId} and o.id < ${users.id})`,
);

const SORTS = {
  name: sql`lower(${salons.name})`,
  email: sql`lower(${users.email})`,
  businessType: sql`${salons.businessType}::text`,
  plan: subscriptions.planCode,
  status: effectiveSubscriptionStatusSql,
  createdAt: salons.createdAt,
  active: salons.active,
  digitalCash: salons.digitalCashEnabled,
} as const;

type SortField = keyof typeof SORTS;

/** The sorts whose value may be null (no account, never paid). */
const NULLABLE = new Set<SortField>(['email', 'plan']);

/** `name,asc` → the ORDER BY, id last in the same direction so every page has one order. */
function orderOf(sort: string | undefined): SQL[] {
  const [name = 'createdAt', direction = 'desc'] = (sort ?? 'createdAt,desc').split(',');
  const field = (name in SORTS ? name : 'createdAt') as SortField;
  const by = direction === 'asc' ? asc : desc;
  // PostgreSQL puts nulls first descending: last both ways, for one rule. Only where a null can
  // be, since "desc nulls last" cannot read the (created_at, id) index backwards.
  const first = NULLABLE.has(field) ? sql`${by(SORTS[field])} nulls last` : by(SORTS[field]);
  return [first, by(salons.id)];
}

/** `%` and `_` typed by the admin are letters, not wildcards. */
const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(query: QueryOf<'listAdminSalons'>): SQL | undefined {
  const q = query.q?.trim();
  const search =
    q === undefined || q === ''
      ? undefined
      : or(ilike(salons.name, containsPattern(q)), ilike(users.email, containsPattern(q)));
  const status =
    query.status === undefined
      ? undefined
      : sql`${effectiveSubscriptionStatusSql} = ${query.status}`;
  return and(search, status);
}

/** One page of the /admin salons table. */
export async function adminSalonPage(
  db: Reader,
  query: QueryOf<'listAdminSalons'>,
): Promise<Schemas['AdminSalonPage']> {
  const { page, size } = pageAsked(query, 25);
  const where = filterOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: salons.id,
        name: salons.name,
        ownerEmail: users.email,
        businessType: salons.businessType,
        planCode: subscriptions.planCode,
        status: effectiveSubscriptionStatusSql,
        createdAt: salons.createdAt,
        active: salons.active,
        digitalCashEnabled: salons.digitalCashEnabled,
      })
      .from(salons)
      .leftJoin(users, ownerJoin)
      .leftJoin(acrossSalons(subscriptions), eq(subscriptions.salonId, salons.id))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: count() })
      .from(salons)
      .leftJoin(users, ownerJoin)
      .leftJoin(acrossSalons(subscriptions), eq(subscriptions.salonId, salons.id))
      .where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      ownerEmail: row.ownerEmail,
      businessType: row.businessType,
      planCode: row.planCode,
      subscriptionStatus: row.status as Schemas['SubscriptionStatus'],
      createdAt: row.createdAt.toISOString(),
      active: row.active,
      digitalCashEnabled: row.digitalCashEnabled,
    })),
    page,
    size,
    Number(total?.n ?? 0),
  );
}

/** How much the salon uses Agendina: operators, clients, appointments started in 30 days. */
async function usageOf(
  db: Reader,
  salonId: number,
  timeZone: string,
): Promise<Schemas['SalonUsage']> {
  // Appointment times are salon wall-clock: "now" in the salon's zone, in SQL.
  const localNow = sql`(now() at time zone ${timeZone})`;
  const [[operators], [clientCount], [recent]] = await Promise.all([
    db
      .select({ n: count() })
      .from(hairdressers)
      .where(salonFilter(hairdressers, salonId, isNull(hairdressers.archivedAt))),
    db.select({ n: count() }).from(clients).where(salonFilter(clients, salonId)),
    db
      .select({ n: count() })
      .from(appointments)
      .where(
        salonFilter(
          appointments,
          salonId,
          sql`${appointments.startAt} > ${localNow} - interval '30 days'`,
          sql`${appointments.startAt} <= ${localNow}`,
        ),
      ),
  ]);
  return {
    operators: Number(operators?.n ?? 0),
    clients: Number(clientCount?.n ?? 0),
    appointmentsLast30Days: Number(recent?.n ?? 0),
  };
}

/** /admin/salon/{id}: the account, its subscription and usage; 404 for an unknown salon. */
export async function adminSalon(
  db: Reader,
  salonId: number,
  provider: Schemas['PaymentProvider'],
): Promise<Schemas['AdminSalon']> {
  const [row] = await db
    .select({ salon: salons, owner: users, subscription: subscriptions })
    .from(salons)
    .leftJoin(users, ownerJoin)
    .leftJoin(subscriptions, salonFilter(subscriptions, salonId))
    .where(eq(salons.id, salonId));
  const { salon, owner, subscription } = found(row, 'Salone non trovato');
  return {
    id: salon.id,
    name: salon.name,
    businessType: salon.businessType,
    active: salon.active,
    digitalCashEnabled: salon.digitalCashEnabled,
    createdAt: salon.createdAt.toISOString(),
    ...salonContacts(salon),
    timeZone: salon.timeZone,
    ownerName: owner?.name ?? null,
    ownerEmail: owner?.email ?? null,
    ownerEmailVerified: owner?.emailVerified ?? false,
    subscription: subscriptionView(subscription ?? undefined, provider),
    usage: await usageOf(db, salon.id, salon.timeZone),
  };
}

/** 404 unless the salon exists (the admin calls on one salon's sessions, keys, log). */
export async function assertSalon(db: Reader, salonId: number): Promise<void> {
  const [row] = await db.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId));
  found(row, 'Salone non trovato');
}

/** The usable sessions of the salon's accounts (or the one with `sessionId`), most recently used first. */
export async function salonSessions(
  db: Reader,
  salonId: number,
  sessionId?: string,
): Promise<Schemas['AdminSession'][]> {
  const rows = await db
    .select({ session: sessions, user: { id: users.id, name: users.name, email: users.email } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(users.salonId, salonId),
        sessionId === undefined ? undefined : eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(500);
  return rows.map(({ session, user }) => ({
    id: session.id,
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    remember: session.remember,
  }));
}
