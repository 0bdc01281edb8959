// The manage link of a visit (issue #34): the reminders' link, opened without an account, moves
// the visit to a free time of the salon's booking page and hands it to a calendar app. The day
// moved to comes from the provider state (`day`): the page's horizon runs from the real today.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  reminderCalendarUrl,
  reminderDaysQueryOptions,
  reminderTimesQueryOptions,
  rescheduleReminderMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { REMINDER_TOKEN } from '../shared/reminder-link.ts';
import {
  boolean,
  day,
  eachLike,
  errorBody,
  hhmm,
  localDateTime,
  phone,
  string,
} from './fixtures.ts';
import { createPact } from './pact-setup.ts';
import { consumer } from './support.ts';

const EXAMPLE_DAY = '2030-03-01';
const stateDay = () => MatchersV3.fromProviderState('${day}', EXAMPLE_DAY);
const link = `/public/reminders/${REMINDER_TOKEN}`;

describe("A visit's manage link", () => {
  it('GET /public/reminders/{token}/days', () =>
    createPact()
      .addInteraction()
      .given(states.manageLinkOpen)
      .uponReceiving('the days a visit could move to')
      .withRequest('GET', `${link}/days`)
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ days: eachLike({ date: day(EXAMPLE_DAY), firstTime: hhmm('09:00') }) });
      })
      .executeTest(async (server) => {
        const app = consumer(server.url, false);
        const days = await app.query(reminderDaysQueryOptions(app.client, REMINDER_TOKEN));
        expect(days.days[0]).toEqual({ date: EXAMPLE_DAY, firstTime: '09:00' });
      }));

  it('GET /public/reminders/{token}/times', () =>
    createPact()
      .addInteraction()
      .given(states.manageLinkOpen)
      .uponReceiving('the free times of a day a visit could move to')
      .withRequest('GET', `${link}/times`, (builder) => {
        builder.query({ date: stateDay() });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ date: day(EXAMPLE_DAY), times: eachLike(hhmm('10:00')) });
      })
      .executeTest(async (server) => {
        const app = consumer(server.url, false);
        const times = await app.query(
          reminderTimesQueryOptions(app.client, REMINDER_TOKEN, EXAMPLE_DAY),
        );
        expect(times.times).toEqual(['10:00']);
      }));

  it('POST /public/reminders/{token}/reschedule', () =>
    createPact()
      .addInteraction()
      .given(states.manageLinkOpen)
      .uponReceiving('the client moves the visit to 10:00 of a free day')
      .withRequest('POST', `${link}/reschedule`, (builder) => {
        builder.jsonBody({ date: stateDay(), time: '10:00' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          salonName: string('Salone Bellavista'),
          salonPhone: phone('+390612345678'),
          salonAddress: string('Via Roma 1, Milano'),
          dateTime: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
          endTime: localDateTime(`${EXAMPLE_DAY}T10:30:00`),
          services: eachLike('Taglio'),
          operatorName: string('Sara'),
          status: 'PENDING',
          canAnswer: boolean(false),
          canCancel: boolean(false),
          canReschedule: boolean(true),
          changeUntil: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
        });
      })
      .executeTest(async (server) => {
        const app = consumer(server.url, false);
        const moved = await app.mutate(rescheduleReminderMutation(app.client, REMINDER_TOKEN), {
          date: EXAMPLE_DAY,
          time: '10:00',
        });
        expect(moved.dateTime).toBe(`${EXAMPLE_DAY}T10:00:00`);
      }));

  it('POST /public/reminders/{token}/reschedule before opening', () =>
    createPact()
      .addInteraction()
      .given(states.manageLinkOpen)
      .uponReceiving('the client moves the visit to 07:00, before the salon opens')
      .withRequest('POST', `${link}/reschedule`, (builder) => {
        builder.jsonBody({ date: stateDay(), time: '07:00' });
      })
      .willRespondWith(422, (builder) => {
        builder.jsonBody(
          errorBody(
            'A quell’ora il salone è chiuso, o l’operatore non è nel suo orario di lavoro.',
            'TIME_NOT_OFFERED',
          ),
        );
      })
      .executeTest(async (server) => {
        const app = consumer(server.url, false);
        await expect(
          app.mutate(rescheduleReminderMutation(app.client, REMINDER_TOKEN), {
            date: EXAMPLE_DAY,
            time: '07:00',
          }),
        ).rejects.toMatchObject({ status: 422, body: { code: 'TIME_NOT_OFFERED' } });
      }));

  it('GET /public/reminders/{token}/calendar', () =>
    createPact()
      .addInteraction()
      .given(states.manageLinkOpen)
      .uponReceiving("the visit's calendar file")
      .withRequest('GET', `${link}/calendar`)
      // The file carries the moment it was made (DTSTAMP): the contract fixes its type and name.
      .willRespondWith(200, (builder) => {
        builder.headers({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="appuntamento.ics"',
        });
      })
      .executeTest(async (server) => {
        // The page links to it: the browser hands the file to the phone's calendar.
        const response = await fetch(reminderCalendarUrl(server.url, REMINDER_TOKEN));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      }));
});
