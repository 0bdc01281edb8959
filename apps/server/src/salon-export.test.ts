// Issue #32, item 6: a salon owner downloads all their data (clients, appointments, receipts,
// stock, messages) as a ZIP of CSV and JSON (GDPR art. 20): only the caller's salon is in it,
// at most 3 an hour, each one in the audit log. The ZIP is read back by Python's zipfile, an
// implementation other than ours.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { conversations, messages } from './db/schema/index.ts';
import { issue, line } from './test-support/cash-calls.ts';
import { seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { createProduct, moveStock } from './test-support/warehouse-calls.ts';

const suite = salonSuite();
let h: Harness;
beforeEach(() => {
  h = suite.h;
});

/** A salon with a visit, a receipt, a product moved once and a WhatsApp conversation. */
async function salonWithData(name: string, marker: string): Promise<SalonFixture> {
  const s = await seedSalon(h.db, h.api, name, { digitalCash: true });
  const visit = await h.api('POST', '/appointments', {
    token: s.token,
    body: {
      clientId: s.clientIds[0],
      hairdresserId: s.hairdresserIds[0],
      serviceIds: [s.serviceIds[0]],
      dateTime: '2030-03-12T10:00',
      notes: `nota ${marker}`,
    },
  });
  expect(visit.status).toBe(201);
  const page = await h.api('PUT', '/salon/online-booking', {
    token: s.token,
    body: {
      enabled: true,
      slug: `salone-${marker.toLowerCase()}`,
      serviceIds: [s.serviceIds[0]],
      operatorIds: [s.hairdresserIds[0]],
      minNoticeHours: 2,
      horizonDays: 30,
      slotStepMinutes: 15,
      cutoffHours: 24,
      confirmationMode: 'INSTANT',
      policyText: `Regole ${marker}`,
      embedDomains: [],
    },
  });
  expect(page.status).toBe(200);
  const receipt = await issue(h, s, {
    lines: [line({ description: `Taglio ${marker}` })],
    payments: [{ method: 'CARTA', amountCents: 3500 }],
  });
  expect(receipt.status).toBe(201);
  const product = await createProduct(h.api, s.token, { name: `Shampoo ${marker}` });
  expect(
    (await moveStock(h.api, s.token, { productId: product.id, kind: 'CARICO', quantity: 3 }))
      .status,
  ).toBe(201);
  const [conversation] = await h.db
    .insert(conversations)
    .values({ salonId: s.salonId, clientPhoneNumber: '+393471234567' })
    .returning();
  await h.db.insert(messages).values({
    salonId: s.salonId,
    conversationId: conversation?.id as number,
    content: `Ciao ${marker}`,
    direction: 'INBOUND',
  });
  return s;
}

const exportOf = (s: SalonFixture) =>
  h.app.request('/salon/export', { headers: { Authorization: `Bearer ${s.token}` } });

/** The files of a ZIP as Python's zipfile reads them: name → text. */
async function unzip(bytes: ArrayBuffer): Promise<Record<string, string>> {
  const script =
    'import sys, zipfile, io, json\n' +
    'z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))\n' +
    'assert z.testzip() is None\n' +
    'print(json.dumps({n: z.read(n).decode("utf-8") for n in z.namelist()}))\n';
  const child = promisify(execFile)('python3', ['-c', script], { maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(Buffer.from(bytes));
  return JSON.parse((await child).stdout) as Record<string, string>;
}

describe('GET /salon/export', () => {
  it("holds every kind of the salon's data, as CSV and JSON, and nothing of another salon", async () => {
    const mine = await salonWithData('Salone Mio', 'MIO');
    const other = await salonWithData('Salone Altrui', 'ALTRUI');
    const answer = await exportOf(mine);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="agendina-dati-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(await answer.arrayBuffer());
    const kinds = [
      'clienti',
      'appuntamenti',
      'scontrini',
      'righe-scontrini',
      'pagamenti-scontrini',
    ];
    kinds.push('resi', 'prodotti', 'movimenti-magazzino', 'conversazioni', 'messaggi');
    kinds.push(
      'prenotazioni-online',
      'prenotazioni-online-servizi',
      'prenotazioni-online-operatori',
    );
    expect(Object.keys(files).sort()).toEqual(
      ['LEGGIMI.txt', ...kinds.flatMap((k) => [`${k}.csv`, `${k}.json`])].sort(),
    );
    const rows = (kind: string) =>
      JSON.parse(files[`${kind}.json`] ?? '[]') as Record<string, unknown>[];
    for (const kind of [
      'clienti',
      'appuntamenti',
      'scontrini',
      'prodotti',
      'movimenti-magazzino',
      'conversazioni',
      'messaggi',
    ]) {
      expect(rows(kind).length, kind).toBeGreaterThan(0);
      expect(
        rows(kind).every((row) => row['salon_id'] === mine.salonId),
        kind,
      ).toBe(true);
    }
    expect(rows('clienti')).toHaveLength(mine.clientIds.length);
    expect(rows('righe-scontrini').map((r) => r['description'])).toEqual(['Taglio MIO']);
    expect(rows('messaggi').map((r) => r['content'])).toEqual(['Ciao MIO']);
    expect(rows('prenotazioni-online').map((r) => r['policy_text'])).toEqual(['Regole MIO']);
    expect(rows('prenotazioni-online-servizi').map((r) => r['service_id'])).toEqual([
      mine.serviceIds[0],
    ]);
    // The CSV holds the same rows, a header first.
    const csv = (files['appuntamenti.csv'] ?? '').trim().split('\r\n');
    expect(csv).toHaveLength(rows('appuntamenti').length + 1);
    expect(csv[0]).toContain('salon_id');
    // Not a trace of the other salon, in any file.
    const everything = Object.values(files).join('\n');
    expect(everything).toContain('MIO');
    expect(everything).not.toContain('ALTRUI');
    expect(everything).not.toContain('Salone Altrui');
    expect(everything).not.toContain('idempotency');
    expect(other.salonId).not.toBe(mine.salonId);
  });

  it('allows 3 an hour per salon, and writes each one to the audit log', async () => {
    const s = suite.s;
    for (let i = 0; i < 3; i++) expect((await exportOf(s)).status).toBe(200);
    const limited = await exportOf(s);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const admin = await seedAdmin(h.db, h.api);
    const register = await h.api('GET', '/admin/audit', {
      token: admin.token,
      query: { action: 'salon.dataExport' },
    });
    expect(register.body.totalElements).toBe(3);
    expect(register.body.content[0]).toMatchObject({
      salonId: s.salonId,
      actorEmail: s.email,
      after: { rows: { clienti: s.clientIds.length } },
    });
  });

  it('is refused to an ADMIN (no salon) and without a login', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const asAdmin = await h.app.request('/salon/export', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.status).toBe(403);
    expect((await h.app.request('/salon/export')).status).toBe(401);
  });
});
