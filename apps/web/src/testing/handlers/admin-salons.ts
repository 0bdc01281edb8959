import { http, type Schemas } from '../api-mocks.ts';
import {
  adminSalonOf,
  adminSalonSummaries,
  adminSessions,
  auditEntries,
  signupTokens,
} from '../fixtures/admin.ts';

type Summary = Schemas['AdminSalonSummary'];

/** What the mock server holds for the admin console, and what it was asked. */
export interface AdminDesk {
  salons: Summary[];
  sessions: Schemas['AdminSession'][];
  audit: Schemas['AuditEntry'][];
  tokens: Schemas['SignupToken'][];
  /** Every GET /admin/salons query, to check the server was asked (not the browser sorting). */
  listed: Record<string, string>[];
  patched: Schemas['AdminSalonUpdateRequest'][];
  tokensCreated: Schemas['SignupTokenCreateRequest'][];
}

export const newAdminDesk = (salonCount = 4): AdminDesk => ({
  salons: adminSalonSummaries(salonCount),
  sessions: [...adminSessions],
  audit: [...auditEntries],
  tokens: [...signupTokens],
  listed: [],
  patched: [],
  tokensCreated: [],
});

/** The value a `sort` field orders by (listAdminSalons' pattern in openapi/). */
const sortValue: Record<string, (s: Summary) => string | number> = {
  name: (s) => s.name.toLowerCase(),
  email: (s) => s.ownerEmail ?? '',
  businessType: (s) => s.businessType,
  plan: (s) => s.planCode ?? '',
  status: (s) => s.subscriptionStatus,
  createdAt: (s) => s.createdAt,
  active: (s) => Number(s.active),
  digitalCash: (s) => Number(s.digitalCashEnabled),
};

/** Search, filter, sort (ties by id) and page, as the server does. */
function pageOf(desk: AdminDesk, query: URLSearchParams): Schemas['AdminSalonPage'] {
  const q = (query.get('q') ?? '').toLowerCase();
  const status = query.get('status');
  const [field = 'createdAt', direction = 'asc'] = (query.get('sort') ?? 'createdAt,desc').split(
    ',',
  );
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 25);
  const by = sortValue[field] ?? sortValue['createdAt']!;
  const sign = direction === 'desc' ? -1 : 1;
  const found = desk.salons
    .filter((s) => !status || s.subscriptionStatus === status)
    .filter((s) => !q || s.name.toLowerCase().includes(q) || (s.ownerEmail ?? '').includes(q))
    .sort((a, b) => {
      const x = by(a);
      const y = by(b);
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
    });
  return {
    content: found.slice(page * size, page * size + size),
    page,
    size,
    totalElements: found.length,
    totalPages: Math.ceil(found.length / size),
  };
}

const salonNotFound = { message: 'Salone non trovato', code: 'SALON_NOT_FOUND' };
const now = '2026-11-19T09:30:00Z';

/** The admin console's salons, sessions, audit log and invitations, kept in `desk`. */
export const adminSalonHandlers = (desk: AdminDesk) => [
  http.get('/admin/salons', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    desk.listed.push(Object.fromEntries(query));
    return response(200).json(pageOf(desk, query));
  }),
  http.get('/admin/salons/{id}', ({ params, response }) => {
    const salon = desk.salons.find((s) => s.id === Number(params.id));
    return salon ? response(200).json(adminSalonOf(salon)) : response(404).json(salonNotFound);
  }),
  http.patch('/admin/salons/{id}', async ({ params, request, response }) => {
    const salon = desk.salons.find((s) => s.id === Number(params.id));
    if (!salon) return response(404).json(salonNotFound);
    const body = await request.json();
    desk.patched.push(body);
    const before = {
      digitalCashEnabled: salon.digitalCashEnabled,
      businessType: salon.businessType,
      active: salon.active,
    };
    if (body.digitalCashEnabled !== undefined) salon.digitalCashEnabled = body.digitalCashEnabled;
    if (body.businessType !== undefined) salon.businessType = body.businessType;
    if (body.active !== undefined) salon.active = body.active;
    if (body.active === false) desk.sessions = [];
    const changed = Object.keys(body) as (keyof typeof before)[];
    desk.audit = [
      {
        id: 100 + desk.patched.length,
        at: now,
        actorEmail: 'admin@agendina.it',
        action: 'salon.update',
        summary:
          body.digitalCashEnabled !== undefined
            ? `Cassa digitale ${body.digitalCashEnabled ? 'attivata' : 'disattivata'}`
            : body.active !== undefined
              ? `Salone ${body.active ? 'riattivato' : 'disattivato'}`
              : 'Attività cambiata',
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, salon[k]])),
      },
      ...desk.audit,
    ];
    return response(200).json(adminSalonOf(salon));
  }),
  http.get('/admin/salons/{id}/sessions', ({ response }) => response(200).json(desk.sessions)),
  http.delete('/admin/salons/{id}/sessions/{sessionId}', ({ params, response }) => {
    const found = desk.sessions.some((s) => s.id === params.sessionId);
    if (!found)
      return response(404).json({
        message: 'Sessione non trovata o già chiusa',
        code: 'SESSION_NOT_FOUND',
      });
    desk.sessions = desk.sessions.filter((s) => s.id !== params.sessionId);
    return response(204).empty();
  }),
  http.post('/admin/salons/{id}/sessions/revoke-all', ({ response }) => {
    const count = desk.sessions.length;
    desk.sessions = [];
    return response(200).json({ count });
  }),
  http.get('/admin/salons/{id}/audit', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 0);
    const size = Number(query.get('size') ?? 20);
    return response(200).json({
      content: desk.audit.slice(page * size, page * size + size),
      page,
      size,
      totalElements: desk.audit.length,
      totalPages: Math.ceil(desk.audit.length / size),
    });
  }),
  http.get('/admin/signup-tokens', ({ response }) => response(200).json(desk.tokens)),
  http.post('/admin/signup-tokens', async ({ request, response }) => {
    const body = await request.json();
    desk.tokensCreated.push(body);
    const days = body.expiresInDays ?? 7;
    const token: Schemas['SignupToken'] = {
      id: 10 + desk.tokensCreated.length,
      token: `TnVvdm9faW52aXRvX251bWVybw${desk.tokensCreated.length}`,
      valid: true,
      status: 'VALID',
      note: body.note ?? null,
      email: body.email ?? null,
      expiresAt: new Date(Date.parse(now) + days * 86_400_000).toISOString(),
      usedAt: null,
      createdAt: now,
    };
    desk.tokens = [token, ...desk.tokens];
    return response(201).json(token);
  }),
];
