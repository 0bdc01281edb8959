import { http, type Schemas } from '../api-mocks.ts';

type Result = Schemas['FiscalTestResult'];

/** What the admin's fiscal test calls answer: a story picks the adapter and whether it fails. */
export interface FiscalTestDesk {
  provider: Result['provider'];
  /** The fiscal service is down: every call answers ok false with the service's message. */
  down: boolean;
  /** The API itself refuses (500): the page says it in Italian. */
  broken: boolean;
  voided: Schemas['FiscalTestVoidRequest'][];
}

export const newFiscalTestDesk = (patch: Partial<FiscalTestDesk> = {}): FiscalTestDesk => ({
  provider: 'simulator',
  down: false,
  broken: false,
  voided: [],
  ...patch,
});

const unreachable = 'Il servizio fiscale non è raggiungibile: riprova più tardi';

/** POST /admin/fiscal/connection-test, test-receipt and test-void, shaped like the server's. */
export const adminFiscalHandlers = (desk: FiscalTestDesk) => {
  const down = (request: unknown): Result => ({
    provider: desk.provider,
    ok: false,
    message: unreachable,
    exchange: { request, response: { detail: 'connect ECONNREFUSED 127.0.0.1:443', status: null } },
  });
  const serverError = { message: 'Errore del server', code: 'INTERNAL_ERROR' } as const;
  return [
    http.post('/admin/fiscal/connection-test', ({ response }) => {
      if (desk.broken) return response(500).json(serverError);
      if (desk.down) return response(200).json(down({ method: 'POST', path: '/api/v1/auth' }));
      return response(200).json(
        desk.provider === 'simulator'
          ? {
              provider: 'simulator',
              ok: true,
              message:
                'Simulatore fiscale attivo: i documenti non vengono trasmessi all’Agenzia delle Entrate',
              exchange: { request: { simulator: 'checkConnection' }, response: { ok: true } },
            }
          : {
              provider: 'fiskaly',
              ok: true,
              message: 'Connessione a fiskaly SIGN IT riuscita',
              exchange: {
                // The adapter sends its credentials: the page must never show them.
                request: {
                  method: 'POST',
                  path: '/api/v1/auth',
                  body: { api_key: 'key_live_8f2a', api_secret: 'secret_c41d' },
                },
                response: {
                  status: 200,
                  body: { access_token: 'eyJhbGciOiJIUzI1NiJ9.x.y', expires_in: 86400 },
                },
              },
            },
      );
    }),
    http.post('/admin/fiscal/test-receipt', ({ response }) => {
      if (desk.broken) return response(500).json(serverError);
      if (desk.down)
        return response(200).json(down({ transaction: { content: { type: 'TRANSACTION' } } }));
      return response(200).json({
        provider: desk.provider,
        ok: true,
        message: 'Documento di prova emesso: 0001-0003',
        document: {
          kind: 'VENDITA',
          number: '0001-0003',
          providerId: '5b1f7c2e-8d3a-4f60-9b1e-2c4d6f8a0b13',
          issuedAt: '2026-11-19T10:45:00+01:00',
        },
        exchange: {
          request: {
            transaction: {
              content: {
                type: 'TRANSACTION',
                entries: [{ text: 'Scontrino di prova', amount: '1.00', vat_rate: '22' }],
              },
            },
          },
          response: { transaction: { content: { state: 'COMPLETED', number: '0001-0003' } } },
        },
      });
    }),
    http.post('/admin/fiscal/test-void', async ({ request, response }) => {
      const body = await request.json();
      desk.voided.push(body);
      return response(200).json({
        provider: desk.provider,
        ok: true,
        message: 'Documento di prova emesso: 0001-0004',
        document: {
          kind: 'ANNULLO',
          number: '0001-0004',
          providerId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
          issuedAt: '2026-11-19T10:46:00+01:00',
        },
        exchange: {
          request: { cancellation: { original: body } },
          response: { cancellation: { state: 'COMPLETED', number: '0001-0004' } },
        },
      });
    }),
  ];
};
