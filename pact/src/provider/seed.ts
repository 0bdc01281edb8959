import { createHash } from 'node:crypto';
import { wipeTables } from '@agendina/server';
import type { Database } from '@agendina/server';

/** The accounts and ids the consumer contracts use (src/shared/provider-states.ts). */
export const OWNER = { email: 'info@salonebellavista.it', password: 'Forbici2026!' } as const;
export const ADMIN = { email: 'admin@agendina.it', password: 'Forbici2026!' } as const;
export const PENDING = { email: 'nuovo@salone.it', code: '482913' } as const;
export const INVITATION = 'INVITO2026BELLAVISTA';
export const GROUP = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';

const WEEK = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [['09:00', '19:00']],
    ]),
  ),
);

/**
 * argon2id (m=1024, t=1) of Forbici2026!, the password of every seeded account: a fixed hash, so
 * pact/ needs no argon2 binding (the server verifies whatever cost the hash was made with).
 */
const PASSWORD_HASH =
  '$argon2id$v=19$m=1024,t=1,p=1$z41zDaGzukS1HhzmhfCoTg$i3aE3n9GOKiKeq974jTLqf3dJuHjRHSL6OZWWAGDqy0';

const q = (value: string | number | null): string =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replace(/'/g, "''")}'`;

const run = (db: Database, statement: string) => db.execute(statement);

/** Several statements separated by `;` at a line end, one query each. */
async function runAll(db: Database, statements: string): Promise<void> {
  for (const statement of statements.split(/;\s*\n/).filter((s) => s.trim() !== ''))
    await run(db, statement);
}

let tableList: string | null = null;

/** Empties every table but `settings` (which keeps the generated JWT secret). */
async function truncateAll(db: Database): Promise<void> {
  if (tableList === null) {
    const result = (await run(
      db,
      `select tablename from pg_tables where schemaname = 'public' and tablename <> 'settings'`,
    )) as unknown as { rows: { tablename: string }[] };
    tableList = result.rows.map((r) => `"${r.tablename}"`).join(', ');
  }
  await wipeTables(db, tableList);
}

let bumpStatement: string | null = null;

/**
 * Rows the server creates during an interaction get ids above the seeded ones. The identity
 * sequences are looked up once (information_schema is slow to read before every state).
 */
async function bumpSequences(db: Database): Promise<void> {
  if (bumpStatement === null) {
    const result = (await run(
      db,
      `select pg_get_serial_sequence(format('%I', c.table_name), c.column_name) as "seq"
         from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'id' and c.is_identity = 'YES'`,
    )) as unknown as { rows: { seq: string }[] };
    bumpStatement = `select ${result.rows.map((r) => `setval(${q(r.seq)}, 5000)`).join(', ')}`;
  }
  await run(db, bumpStatement);
}

export interface AppointmentRow {
  id: number;
  hairdresserId: number;
  serviceId: 5 | 6;
  start: string;
  status?: 'BOOKED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'NO_SHOW' | 'REQUESTED';
  source?: 'MANUAL' | 'ONLINE';
  group?: { id: string; order: number };
}

const SERVICES = {
  5: { name: 'Taglio donna', price: 3500, minutes: 45 },
  6: { name: 'Colore', price: 4500, minutes: 60 },
} as const;

function plusMinutes(start: string, minutes: number): string {
  const [date, time] = start.split('T') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const hh = String(Math.floor(total / 60)).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:00`;
}

export async function insertAppointments(db: Database, rows: AppointmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((a) => {
    const s = SERVICES[a.serviceId];
    return `(${[
      a.id,
      1,
      42,
      a.hairdresserId,
      a.serviceId,
      q(s.name),
      s.price,
      q(a.start),
      q(plusMinutes(a.start, s.minutes)),
      s.minutes,
      q(a.status ?? 'BOOKED'),
      q(a.source ?? 'MANUAL'),
      a.group ? q(a.group.id) : 'null',
      a.group ? a.group.order : 'null',
      q('2030-02-20T17:42:11+01:00'),
      q('Cliente abituale'),
    ].join(', ')})`;
  });
  await run(
    db,
    `insert into appointments (id, salon_id, client_id, hairdresser_id, service_id, service_name,
       price_cents, start_at, end_at, duration_minutes, status, source, group_id, service_order, created_at, notes)
     overriding system value values ${values.join(', ')}`,
  );
}

/**
 * The salon every state starts from: Salone Bellavista (id 1, owner user 12) open every day
 * 9-19, operators 3 (Sara Conti) and 4 (Marta Riva) both doing services 5 (Taglio donna, 45 min)
 * and 6 (Colore, 60 min), client 42 (Giulia Rossi, +393471234567) and an admin account.
 */
export async function seedBase(
  db: Database,
  options: { clientPhone?: string | null } = {},
): Promise<void> {
  await truncateAll(db);
  const pw = q(PASSWORD_HASH);
  const phone = options.clientPhone === undefined ? '+393471234567' : options.clientPhone;
  await runAll(
    db,
    `insert into salons (id, name, business_type, opening_hours, phone_number, address, digital_cash_enabled)
       overriding system value values
       (1, 'Salone Bellavista', 'PARRUCCHIERE', ${q(WEEK)}, '+390612345678', 'Via Roma 1, Roma', true);
     insert into users (id, salon_id, email, name, password_hash, role, email_verified)
       overriding system value values
       (12, 1, ${q(OWNER.email)}, 'Salone Bellavista', ${pw}, 'USER', true),
       (2, null, ${q(ADMIN.email)}, 'Amministratore', ${pw}, 'ADMIN', true);
     insert into services (id, salon_id, name, category, price, duration_minutes, priority)
       overriding system value values
       (5, 1, 'Taglio donna', 'TAGLIO', 3500, 45, 10),
       (6, 1, 'Colore', 'COLORE', 4500, 60, 20);
     insert into hairdressers (id, salon_id, name, role, color_code, working_hours)
       overriding system value values
       (3, 1, 'Sara Conti', 'HAIRDRESSER', '#E91E63', ${q(WEEK)}),
       (4, 1, 'Marta Riva', 'HAIRDRESSER', '#3F51B5', ${q(WEEK)});
     insert into hairdresser_services (salon_id, hairdresser_id, service_id) values
       (1, 3, 5), (1, 3, 6), (1, 4, 5), (1, 4, 6);
     insert into clients (id, salon_id, name, phone_number, email, notes)
       overriding system value values
       (42, 1, 'Giulia Rossi', ${q(phone)}, 'giulia.rossi@example.it', 'Preferisce il mattino');
     insert into scheduling_preferences (client_id, salon_id, preferred_hairdresser_id, preferred_days, preferred_time_band)
       values (42, 1, 3, 'thursday', 'MORNING');`,
  );
  await bumpSequences(db);
}

export const seedSql = run;

/** Appointment 1001: client 42 with operator 3, service 5, on 2030-03-07 at 09:30. */
export const appointment1001: AppointmentRow = {
  id: 1001,
  hairdresserId: 3,
  serviceId: 5,
  start: '2030-03-07T09:30:00',
};

export const groupRows: AppointmentRow[] = [
  {
    id: 1002,
    hairdresserId: 4,
    serviceId: 6,
    start: '2030-03-07T14:00:00',
    group: { id: GROUP, order: 1 },
  },
  {
    id: 1003,
    hairdresserId: 3,
    serviceId: 5,
    start: '2030-03-07T15:00:00',
    group: { id: GROUP, order: 2 },
  },
];

export async function seedInvitation(db: Database): Promise<void> {
  await run(
    db,
    `insert into signup_tokens (id, token, note, expires_at, created_by_user_id, created_at)
       overriding system value values
       (7, ${q(INVITATION)}, 'Salone di Via Roma', now() + interval '14 days', 2, now())`,
  );
}

/** Job 812: an e-mail of Salone Bellavista whose 8 attempts failed (the admin's dead letters). */
export async function seedDeadJob(db: Database): Promise<void> {
  const payload = JSON.stringify({
    to: 'giulia.bianchi@example.it',
    subject: 'Scontrino n. 2030-000001 di Salone Bellavista',
    text: 'Copia digitale dello scontrino',
    salonId: 1,
  });
  await run(
    db,
    `insert into jobs (id, key, kind, payload, state, run_at, attempts, last_error, created_at, updated_at)
       overriding system value values
       (812, 'email:pact-812', 'email.send', ${q(payload)}::jsonb, 'DEAD', now(), 8,
        'connect ECONNREFUSED 10.0.0.5:587', now() - interval '7 hours', now())`,
  );
}

export async function seedPendingVerification(db: Database): Promise<void> {
  const pw = q(PASSWORD_HASH);
  const codeHash = createHash('sha256').update(PENDING.code).digest('hex');
  await runAll(
    db,
    `insert into salons (id, name, business_type, opening_hours)
       overriding system value values (2, 'Salone Nuovo', 'ESTETISTA', ${q(WEEK)});
     insert into users (id, salon_id, email, name, password_hash, role, email_verified)
       overriding system value values (13, 2, ${q(PENDING.email)}, 'Salone Nuovo', ${pw}, 'USER', false);
     insert into email_verification_codes (user_id, code_hash, attempts, expires_at)
       values (13, ${q(codeHash)}, 0, now() + interval '15 minutes');`,
  );
}

export async function seedConversation(db: Database): Promise<void> {
  await runAll(
    db,
    `insert into conversations (id, salon_id, channel, client_id, client_name, client_phone_number, services,
         hairdresser_name, preferred_date_time)
       overriding system value values
       (77, 1, 'WHATSAPP_AI', 42, 'Giulia Rossi', '+393471234567', '["Taglio donna"]', 'Sara Conti',
        '2030-03-07T09:30:00');
     insert into messages (id, salon_id, conversation_id, content, direction, created_at)
       overriding system value values
       (1, 1, 77, 'Buongiorno, vorrei prenotare un taglio', 'INBOUND', now() - interval '10 minutes'),
       (2, 1, 77, 'Certo! Per quale giorno?', 'OUTBOUND', now() - interval '9 minutes');
     insert into assistance_requests (id, salon_id, conversation_id, client_id, client_name, phone_number, source, reason, status)
       overriding system value values
       (55, 1, 77, 42, 'Giulia Rossi', '+393471234567', 'WHATSAPP_AI', 'OPERATOR_REQUESTED', 'PENDING');`,
  );
}

export async function seedSupportTicket(db: Database): Promise<void> {
  await run(
    db,
    `insert into support_tickets (id, salon_id, subject, category, message, status, created_at, updated_at)
       overriding system value values
       (31, 1, 'Promemoria WhatsApp non partiti', 'APPOINTMENTS',
        'Ieri due clienti non hanno ricevuto la conferma su WhatsApp.', 'IN_PROGRESS',
        now() - interval '2 days', now() - interval '1 day')`,
  );
}

export async function seedCustomDuration(db: Database): Promise<void> {
  await run(
    db,
    `insert into client_service_durations (id, salon_id, client_id, service_id, custom_duration_minutes, notes)
       overriding system value values (15, 1, 42, 5, 60, 'Capelli lunghi')`,
  );
}

export async function seedUnusedService(db: Database): Promise<void> {
  await run(
    db,
    `insert into services (id, salon_id, name, category, price, duration_minutes, priority)
       overriding system value values (9, 1, 'Shampoo', 'SHAMPOO', 1000, 15, 30)`,
  );
}

/** Both operators away from yesterday for the next two weeks. */
export async function seedNoFreeSlot(db: Database): Promise<void> {
  await run(
    db,
    `insert into time_off (salon_id, hairdresser_id, start_date, end_date, reason) values
       (1, 3, current_date - 1, current_date + 14, 'Ferie'),
       (1, 4, current_date - 1, current_date + 14, 'Ferie')`,
  );
}

/** Only service 5: the contract creates a service named Colore. */
export async function dropColour(db: Database): Promise<void> {
  await run(db, `delete from services where id = 6`);
}

/** Every operator has an appointment every day of the contract week (the calendar reads them all). */
export function contractWeekRows(): AppointmentRow[] {
  const rows: AppointmentRow[] = [];
  for (let day = 4; day <= 10; day++) {
    const date = `2030-03-${String(day).padStart(2, '0')}`;
    rows.push(
      day === 7
        ? appointment1001
        : { id: 1100 + day, hairdresserId: 3, serviceId: 6, start: `${date}T11:00:00` },
      { id: 1200 + day, hairdresserId: 4, serviceId: 5, start: `${date}T16:00:00` },
    );
  }
  return rows;
}
