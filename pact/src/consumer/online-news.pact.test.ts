import { describe, expect, it } from 'vitest';
import { onlineNewsQueryOptions } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  appointmentStatus,
  eachLike,
  instant,
  integer,
  localDateTime,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

/** Before the seeded request was made (2030-02-20): the staff last looked then. */
const since = '2030-02-01T00:00:00.000Z';

describe('The news of online bookings (issue #34)', () => {
  it('GET /appointments/online/news', () =>
    interaction({
      state: states.onlineRequest,
      description: 'the online bookings made since the staff last looked',
      method: 'GET',
      path: '/appointments/online/news',
      query: { since },
      status: 200,
      response: {
        count: integer(1),
        items: eachLike({
          id: integer(1001),
          clientName: string('Giulia Rossi'),
          services: eachLike('Taglio donna'),
          dateTime: localDateTime('2030-03-07T09:30:00'),
          status: appointmentStatus('REQUESTED'),
          createdAt: instant('2030-02-20T16:42:11.000Z'),
        }),
      },
      run: async (app) => {
        const news = await app.query(onlineNewsQueryOptions(app.client, since));
        expect(news.count).toBe(1);
        expect(news.items[0]).toMatchObject({
          id: 1001,
          clientName: 'Giulia Rossi',
          status: 'REQUESTED',
        });
      },
    }));
});
