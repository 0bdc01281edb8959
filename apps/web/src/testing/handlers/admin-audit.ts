import { http, type Schemas } from '../api-mocks.ts';

type Entry = Schemas['AuditEntry'];

/** The register's entries: acts on salons and on none, newest first. */
export const registerEntries: Entry[] = [
  {
    id: 95,
    at: '2026-11-12T11:00:00Z',
    actorEmail: 'admin@agendina.it',
    action: 'job.retry',
    summary: 'Attività 812 (email.send) rimessa in coda',
    before: { state: 'DEAD', attempts: 8 },
    after: { state: 'PENDING', attempts: 0 },
    salonId: 4,
    salonName: 'Salone Aurora',
  },
  {
    id: 94,
    at: '2026-11-12T10:30:00Z',
    actorEmail: 'supporto@agendina.it',
    action: 'fiscal.testReceipt',
    summary: 'Scontrino fiscale di prova: riuscito',
    before: null,
    after: { ok: true, documentNumber: '0001-0001' },
    salonId: null,
    salonName: null,
  },
  {
    id: 93,
    at: '2026-11-11T16:00:00Z',
    actorEmail: 'admin@agendina.it',
    action: 'signupToken.create',
    summary: 'Invito creato per aurora@example.it',
    before: null,
    after: { email: 'aurora@example.it' },
    salonId: null,
    salonName: null,
  },
  {
    id: 91,
    at: '2026-11-10T09:05:00Z',
    actorEmail: 'admin@agendina.it',
    action: 'salon.update',
    summary: 'Cassa digitale attivata',
    before: { digitalCashEnabled: false },
    after: { digitalCashEnabled: true },
    salonId: 4,
    salonName: 'Salone Aurora',
  },
];

/** What GET /admin/audit was asked, and the entries it filters as the server does. */
export interface AuditDesk {
  entries: Entry[];
  asked: Record<string, string>[];
}

export const newAuditDesk = (): AuditDesk => ({ entries: [...registerEntries], asked: [] });

export const adminAuditHandlers = (desk: AuditDesk) => [
  http.get('/admin/audit', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    desk.asked.push(Object.fromEntries(query));
    const actor = query.get('actor')?.toLowerCase();
    const action = query.get('action');
    const salonId = query.get('salonId');
    const from = query.get('from');
    const to = query.get('to');
    const found = desk.entries.filter(
      (e) =>
        (!actor || e.actorEmail.includes(actor)) &&
        (!action || e.action === action) &&
        (!salonId || e.salonId === Number(salonId)) &&
        (!from || e.at.slice(0, 10) >= from) &&
        (!to || e.at.slice(0, 10) <= to),
    );
    const page = Number(query.get('page') ?? 0);
    const size = Number(query.get('size') ?? 25);
    return response(200).json({
      content: found.slice(page * size, page * size + size),
      page,
      size,
      totalElements: found.length,
      totalPages: Math.ceil(found.length / size),
    });
  }),
];
