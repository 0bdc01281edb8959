// The booking page /prenota/{slug} (issue #34): the server that renders it calls these without an
// account, for a visitor. The day asked about comes from the provider state (`day`): the page's
// horizon runs from the provider's real today.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { bookingPageCalls } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { BOOKING_CODE, BOOKING_PHONE, BOOKING_VERIFICATION } from '../shared/booking-page.ts';
import {
  boolean,
  day,
  eachLike,
  errorBody,
  hhmm,
  instant,
  integer,
  localDateTime,
  oneOf,
  phone,
  string,
  uuid,
} from './fixtures.ts';
import { createPact } from './pact-setup.ts';

const SLUG = 'salone-bellavista';
const EXAMPLE_DAY = '2030-03-07';
const stateDay = () => MatchersV3.fromProviderState('${day}', EXAMPLE_DAY);
const calls = (baseUrl: string) => bookingPageCalls({ baseUrl });
const sara = { serviceIds: [5], operatorId: 3 };

describe('The booking page', () => {
  it('GET /public/booking/{slug}', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('a visitor opens the booking page')
      .withRequest('GET', `/public/booking/${SLUG}`)
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          salonName: string('Salone Bellavista'),
          businessType: 'PARRUCCHIERE',
          address: string('Via Roma 1, Roma'),
          phone: phone('+390612345678'),
          openingHours: { monday: eachLike([hhmm('09:00'), hhmm('19:00')]) },
          services: eachLike({
            id: integer(5),
            name: string('Taglio donna'),
            category: string('Taglio'),
            priceCents: integer(3500),
            durationMinutes: integer(45),
            // Issue #35: the deposit beside the service (null when it asks none).
            depositCents: null,
          }),
          operators: eachLike({ id: integer(3), name: string('Sara'), serviceIds: eachLike(5) }),
          horizonDays: integer(30),
          minNoticeHours: integer(2),
          slotStepMinutes: 15,
          cutoffHours: integer(24),
          policyText: string('Puoi annullare gratis fino a 24 ore prima.'),
          embedDomains: [],
          depositAudience: oneOf(['ALL', 'NEW_CLIENTS', 'NO_SHOWS'], 'ALL'),
          depositKeepPercent: integer(100),
          waitlistEnabled: boolean(false),
        });
      })
      .executeTest(async (server) => {
        const page = await calls(server.url).page(SLUG);
        expect(page).toMatchObject({ ok: true, data: { salonName: 'Salone Bellavista' } });
      }));

  it('GET /public/booking/{slug} of an address nobody uses', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('a visitor opens a booking page that does not exist')
      .withRequest('GET', '/public/booking/nessun-salone')
      .willRespondWith(404, (builder) => {
        builder.jsonBody(
          errorBody(
            'Questa pagina di prenotazione non esiste o non è attiva.',
            'BOOKING_PAGE_NOT_FOUND',
          ),
        );
      })
      .executeTest(async (server) => {
        const page = await calls(server.url).page('nessun-salone');
        expect(page).toMatchObject({ ok: false, status: 404, code: 'BOOKING_PAGE_NOT_FOUND' });
      }));

  it('GET /public/booking/{slug}/days', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('the free days for a cut with Sara')
      .withRequest('GET', `/public/booking/${SLUG}/days`, (builder) => {
        builder.query({ services: '5', operator: '3' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ days: eachLike({ date: day(EXAMPLE_DAY), firstTime: hhmm('09:00') }) });
      })
      .executeTest(async (server) => {
        const days = await calls(server.url).days(SLUG, sara);
        expect(days.ok && days.data.days.length).toBeGreaterThan(0);
      }));

  it('GET /public/booking/{slug}/times', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('the free times of a day for a cut with Sara')
      .withRequest('GET', `/public/booking/${SLUG}/times`, (builder) => {
        builder.query({ services: '5', operator: '3', date: stateDay() });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ date: day(EXAMPLE_DAY), times: eachLike(hhmm('09:00')) });
      })
      .executeTest(async (server) => {
        const times = await calls(server.url).times(SLUG, sara, EXAMPLE_DAY);
        expect(times).toMatchObject({ ok: true, data: { times: ['09:00'] } });
      }));

  it('GET /public/booking/{slug}/why', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('why 09:05 is not offered')
      .withRequest('GET', `/public/booking/${SLUG}/why`, (builder) => {
        builder.query({ services: '5', operator: '3', date: stateDay(), time: '09:05' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          offered: boolean(false),
          reason: string('Gli orari si prenotano ogni 15 minuti.'),
        });
      })
      .executeTest(async (server) => {
        const why = await calls(server.url).why(SLUG, sara, EXAMPLE_DAY, '09:05');
        expect(why).toMatchObject({ ok: true, data: { offered: false } });
      }));

  it('POST /public/booking/{slug}/verifications', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('a code asked for on WhatsApp')
      .withRequest('POST', `/public/booking/${SLUG}/verifications`, (builder) => {
        builder.jsonBody({ phone: BOOKING_PHONE, channel: 'WHATSAPP' });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody({
          verificationId: uuid(BOOKING_VERIFICATION),
          channel: 'WHATSAPP',
          expiresAt: instant(),
        });
      })
      .executeTest(async (server) => {
        const sent = await calls(server.url).sendCode(SLUG, {
          phone: BOOKING_PHONE,
          channel: 'WHATSAPP',
        });
        expect(sent).toMatchObject({ ok: true, data: { channel: 'WHATSAPP' } });
      }));

  const booking = (code: string) => ({
    verificationId: BOOKING_VERIFICATION,
    code,
    name: 'Anna Verdi',
    phone: BOOKING_PHONE,
    email: null,
    serviceIds: [5],
    operatorId: 3,
    date: EXAMPLE_DAY,
    time: '10:00',
  });

  it('POST /public/booking/{slug}/bookings', () =>
    createPact()
      .addInteraction()
      .given(states.bookingCodeSent)
      .uponReceiving('a booking with the code that was sent')
      .withRequest('POST', `/public/booking/${SLUG}/bookings`, (builder) => {
        builder.jsonBody({ ...booking(BOOKING_CODE), date: stateDay() });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody({
          dateTime: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
          endTime: localDateTime(`${EXAMPLE_DAY}T10:45:00`),
          services: eachLike(string('Taglio donna')),
          operatorName: string('Sara'),
          salonName: string('Salone Bellavista'),
          salonPhone: phone('+390612345678'),
          manageToken: string('YTo0Mnwx.sig'),
        });
      })
      .executeTest(async (server) => {
        const booked = await calls(server.url).book(SLUG, booking(BOOKING_CODE));
        expect(booked).toMatchObject({ ok: true, data: { operatorName: 'Sara' } });
      }));

  it('POST /public/booking/{slug}/bookings with a wrong code', () =>
    createPact()
      .addInteraction()
      .given(states.bookingCodeSent)
      .uponReceiving('a booking with a wrong code')
      .withRequest('POST', `/public/booking/${SLUG}/bookings`, (builder) => {
        builder.jsonBody({ ...booking('000000'), date: stateDay() });
      })
      .willRespondWith(422, (builder) => {
        builder.jsonBody(
          errorBody('Il codice non è corretto. Ti restano 4 tentativi.', 'CODE_WRONG'),
        );
      })
      .executeTest(async (server) => {
        const refused = await calls(server.url).book(SLUG, booking('000000'));
        expect(refused).toMatchObject({ ok: false, status: 422, code: 'CODE_WRONG' });
      }));
});
