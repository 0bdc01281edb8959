// Issue #32, item 3: the ledgers the database itself protects. `TRUNCATE stock_movements` went
// through and left products with quantities and no movements; now TRUNCATE of every ledger is
// refused by a statement-level trigger (migration 0019), directly or by CASCADE from a parent,
// and payment events and the audit log refuse UPDATE and DELETE as stock movements do. Runs on
// PGlite, and on PostgreSQL with scripts/test-postgres.sh.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { sqlRows } from './test-support/sql-rows.ts';
import { salonSuite } from './test-support/suite.ts';
import { createProduct, moveStock } from './test-support/warehouse-calls.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const LEDGERS = [
  'stock_movements',
  'receipts',
  'receipt_lines',
  'receipt_payments',
  'fiscal_documents',
  'payment_events',
  'audit_log',
];

/** The database's own refusal of a statement, as its message, or 'accepted'. */
async function refusal(statement: string): Promise<string> {
  try {
    await h.db.execute(sql.raw(statement));
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? error);
  }
  return 'accepted';
}

const count = async (table: string): Promise<number> =>
  Number(
    (await sqlRows<{ n: string }>(h.db, sql.raw(`select count(*)::text as n from ${table}`)))[0]?.n,
  );

async function seedLedgerRows(): Promise<void> {
  const product = await createProduct(h.api, s.token);
  expect(
    (await moveStock(h.api, s.token, { productId: product.id, kind: 'CARICO', quantity: 6 }))
      .status,
  ).toBe(201);
  await h.db.execute(sql`
    insert into payment_events (provider, event_id, type) values ('TEST', 'evt_1', 'checkout.completed')`);
  await h.db.execute(sql`
    insert into audit_log (salon_id, actor_email, action, summary)
    values (${s.salonId}, 'admin@agendina.it', 'salon.update', 'Salone modificato')`);
}

describe('the ledgers refuse TRUNCATE', () => {
  it.each(LEDGERS)('TRUNCATE %s is refused and its rows stay', async (table) => {
    await seedLedgerRows();
    const before = await count(table);
    // A table other tables reference is refused by PostgreSQL's own check before the triggers
    // run ("cannot truncate a table referenced in a foreign key constraint"); CASCADE passes
    // that check and meets the triggers.
    expect(await refusal(`truncate ${table}`)).toMatch(
      new RegExp(`^(${table} is a ledger: TRUNCATE refused|cannot truncate a table referenced)`),
    );
    expect(await refusal(`truncate ${table} restart identity cascade`)).toMatch(
      /is a ledger: TRUNCATE refused/,
    );
    expect(await count(table)).toBe(before);
  });

  it('refuses a TRUNCATE ... CASCADE from a parent table that would empty a ledger', async () => {
    await seedLedgerRows();
    expect(await refusal('truncate products cascade')).toMatch(/is a ledger: TRUNCATE refused/);
    expect(await refusal('truncate salons cascade')).toMatch(/is a ledger: TRUNCATE refused/);
    expect(await count('stock_movements')).toBe(1);
    expect(
      (await sqlRows<{ quantity: number }>(h.db, sql`select quantity from products`))[0]?.quantity,
    ).toBe(6);
  });
});

describe('payment events and the audit log are append-only', () => {
  it.each(['payment_events', 'audit_log'])('UPDATE and DELETE on %s are refused', async (table) => {
    await seedLedgerRows();
    const column = table === 'audit_log' ? 'summary' : 'type';
    expect(await refusal(`update ${table} set ${column} = 'riscritto'`)).toBe(
      `${table} is append-only: UPDATE refused`,
    );
    expect(await refusal(`delete from ${table}`)).toBe(`${table} is append-only: DELETE refused`);
    expect(await count(table)).toBe(1);
  });

  it('lets the deletion of the actor detach the audit entry (a cascade, not a rewrite)', async () => {
    await seedLedgerRows();
    const [user] = await sqlRows<{ id: number }>(
      h.db,
      sql`insert into users (email, password_hash, name, role, email_verified)
          values ('altro-admin@agendina.it', 'x', 'Altro', 'ADMIN', true) returning id`,
    );
    await h.db.execute(sql`
      insert into audit_log (actor_user_id, actor_email, action, summary)
      values (${user?.id}, 'altro-admin@agendina.it', 'signupToken.create', 'Invito creato')`);
    expect(await refusal(`delete from users where id = ${user?.id}`)).toBe('accepted');
    const entries = await sqlRows<{ actor: number | null; email: string }>(
      h.db,
      sql`select actor_user_id as actor, actor_email as email from audit_log where action = 'signupToken.create'`,
    );
    expect(entries).toEqual([{ actor: null, email: 'altro-admin@agendina.it' }]);
  });
});
