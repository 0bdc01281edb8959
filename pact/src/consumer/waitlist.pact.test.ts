// The waitlist as the staff see it (issue #35): the line, a time offered by hand, a client taken
// off. The day comes from the provider state (`day`): the page's horizon runs from its real today.
import { describe, expect, it } from 'vitest';
import {
  offerWaitlistTimeMutation,
  removeWaitlistEntryMutation,
  waitlistQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, instant, localDateTime, oneOf } from './fixtures.ts';
import { EXAMPLE_DAY, stateDay, waitlistEntry } from './no-show-protection.ts';
import { interaction } from './support.ts';

describe('The waitlist (issue #35)', () => {
  it('GET /waitlist', () =>
    interaction({
      state: states.waitlistWaiting,
      description: 'a request for the waitlist with client 42 in line',
      method: 'GET',
      path: '/waitlist',
      status: 200,
      response: eachLike(waitlistEntry()),
      run: async (app) => {
        const line = await app.query(waitlistQueryOptions(app.client));
        expect(line[0]).toMatchObject({ id: 3, clientName: 'Giulia Rossi', state: 'WAITING' });
      },
    }));

  it('POST /waitlist/{id}/offer', () =>
    interaction({
      state: states.waitlistWaiting,
      description: 'client 42 on the waitlist offered 10:00 with Sara',
      method: 'POST',
      path: '/waitlist/3/offer',
      body: { date: stateDay(), time: '10:00' },
      status: 200,
      response: waitlistEntry({
        state: oneOf(['OFFERED'], 'OFFERED'),
        offer: {
          dateTime: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
          expiresAt: instant(),
          channel: oneOf(['WHATSAPP', 'EMAIL'], 'WHATSAPP'),
        },
      }),
      run: async (app) => {
        const offered = await app.mutate(offerWaitlistTimeMutation(app.client), {
          id: 3,
          date: EXAMPLE_DAY,
          time: '10:00',
        });
        expect(offered).toMatchObject({ state: 'OFFERED', offer: { channel: 'WHATSAPP' } });
      },
    }));

  it('DELETE /waitlist/{id}', () =>
    interaction({
      state: states.waitlistWaiting,
      description: 'client 42 taken off the waitlist',
      method: 'DELETE',
      path: '/waitlist/3',
      status: 200,
      response: waitlistEntry({ state: oneOf(['REMOVED'], 'REMOVED') }),
      run: async (app) => {
        const removed = await app.mutate(removeWaitlistEntryMutation(app.client), 3);
        expect(removed.state).toBe('REMOVED');
      },
    }));
});
