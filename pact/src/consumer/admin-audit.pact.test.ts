// The «Registro attività» (/admin/registro; issue #32): every admin act with its filters, through
// the real factory of @agendina/api. The provider answers with the admin's token (auth.ts).
import { describe, expect, it } from 'vitest';
import { adminAuditQueryOptions } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, email, instant, integer, like, string } from './fixtures.ts';
import { interaction } from './support.ts';

describe('Admin register', () => {
  it('GET /admin/audit', () =>
    interaction({
      state: states.adminSalon,
      description: "a request for the register's salon changes of salon 1",
      method: 'GET',
      path: '/admin/audit',
      query: { action: 'salon.update', salonId: '1', page: '0', size: '25' },
      status: 200,
      response: {
        content: eachLike({
          id: integer(91),
          at: instant(),
          actorEmail: email('admin@agendina.it'),
          action: string('salon.update'),
          summary: string('Cassa digitale attivata'),
          before: like({ digitalCashEnabled: false }),
          after: like({ digitalCashEnabled: true }),
          salonId: integer(1),
          salonName: string('Salone Bellavista'),
        }),
        page: integer(0),
        size: integer(25),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(
          adminAuditQueryOptions(app.client, {
            action: 'salon.update',
            salonId: 1,
            page: 0,
            size: 25,
          }),
        );
        expect(page.content[0]).toMatchObject({ salonId: 1, action: 'salon.update' });
      },
    }));
});
