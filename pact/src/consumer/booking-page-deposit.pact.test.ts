// The booking page's no-show protection (issue #35), called by the web server that renders
// /prenota/{slug} and /lista-attesa/{token}, without an account: a booking that asks a deposit
// (202), the way back from the payment page, joining the waitlist, and the claim link. The day
// comes from the provider state (`day`): the page's horizon runs from the provider's real today.
import { describe, expect, it } from 'vitest';
import { bookingPageCalls, waitlistClaimCalls } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { BOOKING_CODE, BOOKING_PHONE, BOOKING_VERIFICATION } from '../shared/booking-page.ts';
import { DEPOSIT_CHECKOUT, WAITLIST_CLAIM_TOKEN } from '../shared/waitlist-link.ts';
import {
  day,
  eachLike,
  errorBody,
  instant,
  integer,
  localDateTime,
  oneOf,
  phone,
  regex,
  string,
} from './fixtures.ts';
import { EXAMPLE_DAY, stateDay } from './no-show-protection.ts';
import { createPact } from './pact-setup.ts';

const SLUG = 'salone-bellavista';
/** The web app's origin, one the provider allows for a return address. */
const WEB = 'http://localhost:5173';
const visitor = (baseUrl: string) => bookingPageCalls({ baseUrl });
const claimant = (baseUrl: string) => waitlistClaimCalls({ baseUrl });

/** The visit as the page's confirmation shows it (PublicBookingConfirmation). */
const confirmation = () => ({
  status: oneOf(['BOOKED', 'REQUESTED'], 'BOOKED'),
  dateTime: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
  endTime: localDateTime(`${EXAMPLE_DAY}T10:45:00`),
  services: eachLike(string('Taglio donna')),
  operatorName: string('Sara'),
  salonName: string('Salone Bellavista'),
  salonPhone: phone('+390612345678'),
  manageToken: string('YTo0Mnwx.sig'),
});

const booking = {
  verificationId: BOOKING_VERIFICATION,
  code: BOOKING_CODE,
  name: 'Anna Verdi',
  phone: BOOKING_PHONE,
  email: null,
  serviceIds: [5],
  operatorId: 3,
  date: EXAMPLE_DAY,
  time: '10:00',
  returnUrl: `${WEB}/prenota/${SLUG}/pagamento?checkout=&servizio=5&operatore=3`,
};

describe('The booking page’s deposit', () => {
  it('POST /public/booking/{slug}/bookings of a visit that asks a deposit', () =>
    createPact()
      .addInteraction()
      .given(states.depositCodeSent)
      .uponReceiving('a booking of a cut that asks a deposit')
      .withRequest('POST', `/public/booking/${SLUG}/bookings`, (builder) => {
        builder.jsonBody({ ...booking, date: stateDay() });
      })
      .willRespondWith(202, (builder) => {
        builder.jsonBody({
          status: 'PAYMENT_REQUIRED',
          checkoutId: regex('^[A-Za-z0-9_]{8,255}$', 'tdp_5f1c0a9b2e7d4c3f'),
          // The page sends the browser there: an http(s) address, on any host.
          checkoutUrl: regex(
            '^https?://\\S+$',
            'http://localhost:8080/test-checkout/tdp_5f1c0a9b2e7d4c3f',
          ),
          depositCents: integer(1000),
          holdExpiresAt: instant(),
        });
      })
      .executeTest(async (server) => {
        const answer = await visitor(server.url).book(SLUG, booking);
        expect(answer).toMatchObject({
          ok: true,
          data: { status: 'PAYMENT_REQUIRED', depositCents: 1000 },
        });
      }));

  it('POST /public/booking/{slug}/payments/verify of a paid deposit', () =>
    createPact()
      .addInteraction()
      .given(states.depositHeldPaid)
      .uponReceiving('the return from a deposit paid at the test checkout')
      .withRequest('POST', `/public/booking/${SLUG}/payments/verify`, (builder) => {
        builder.jsonBody({ checkoutId: DEPOSIT_CHECKOUT });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          outcome: 'PAID',
          message: string('Acconto pagato: la prenotazione è confermata.'),
          confirmation: confirmation(),
        });
      })
      .executeTest(async (server) => {
        const result = await visitor(server.url).verifyPayment(SLUG, {
          checkoutId: DEPOSIT_CHECKOUT,
        });
        expect(result).toMatchObject({
          ok: true,
          data: { outcome: 'PAID', confirmation: { operatorName: 'Sara' } },
        });
      }));

  it('POST /public/booking/{slug}/payments/verify of a checkout the page does not know', () =>
    createPact()
      .addInteraction()
      .given(states.bookingPageOn)
      .uponReceiving('the return from a payment the booking page does not know')
      .withRequest('POST', `/public/booking/${SLUG}/payments/verify`, (builder) => {
        builder.jsonBody({ checkoutId: 'tcs_sconosciuto01', cancelled: true });
      })
      .willRespondWith(404, (builder) => {
        builder.jsonBody(errorBody('Pagamento non trovato', 'CHECKOUT_NOT_FOUND'));
      })
      .executeTest(async (server) => {
        const result = await visitor(server.url).verifyPayment(SLUG, {
          checkoutId: 'tcs_sconosciuto01',
          cancelled: true,
        });
        expect(result).toMatchObject({ ok: false, status: 404, code: 'CHECKOUT_NOT_FOUND' });
      }));
});

describe('The waitlist from the booking page', () => {
  const wish = {
    verificationId: BOOKING_VERIFICATION,
    code: BOOKING_CODE,
    name: 'Anna Verdi',
    phone: BOOKING_PHONE,
    email: null,
    serviceIds: [5],
    operatorId: 3,
    fromDate: EXAMPLE_DAY,
    toDate: EXAMPLE_DAY,
    band: 'MORNING' as const,
  };

  it('POST /public/booking/{slug}/waitlist', () =>
    createPact()
      .addInteraction()
      .given(states.waitlistCodeSent)
      .uponReceiving('a client joins the waitlist with the code that was sent')
      .withRequest('POST', `/public/booking/${SLUG}/waitlist`, (builder) => {
        builder.jsonBody({ ...wish, fromDate: stateDay(), toDate: stateDay() });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody({
          services: eachLike(string('Taglio donna')),
          fromDate: day(EXAMPLE_DAY),
          toDate: day(EXAMPLE_DAY),
          band: 'MORNING',
          channel: 'WHATSAPP',
        });
      })
      .executeTest(async (server) => {
        const joined = await visitor(server.url).joinWaitlist(SLUG, wish);
        expect(joined).toMatchObject({
          ok: true,
          data: { services: ['Taglio donna'], band: 'MORNING', channel: 'WHATSAPP' },
        });
      }));
});

describe('The waitlist’s claim link', () => {
  const link = `/public/waitlist/${WAITLIST_CLAIM_TOKEN}`;

  it('GET /public/waitlist/{token}', () =>
    createPact()
      .addInteraction()
      .given(states.waitlistOfferOpen)
      .uponReceiving('the time offered through a claim link')
      .withRequest('GET', link)
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          state: 'OPEN',
          salonName: string('Salone Bellavista'),
          slug: SLUG,
          dateTime: localDateTime(`${EXAMPLE_DAY}T10:00:00`),
          endTime: localDateTime(`${EXAMPLE_DAY}T10:45:00`),
          services: eachLike(string('Taglio donna')),
          operatorName: string('Sara'),
          expiresAt: instant('2100-01-01T00:00:00.000Z'),
          depositCents: null,
        });
      })
      .executeTest(async (server) => {
        const offer = await claimant(server.url).offer(WAITLIST_CLAIM_TOKEN);
        expect(offer).toMatchObject({ ok: true, data: { state: 'OPEN', slug: SLUG } });
      }));

  const claim = { returnUrl: `${WEB}/lista-attesa/${WAITLIST_CLAIM_TOKEN}/pagamento` };

  it('POST /public/waitlist/{token}', () =>
    createPact()
      .addInteraction()
      .given(states.waitlistOfferOpen)
      .uponReceiving('the first claim of the time offered')
      .withRequest('POST', link, (builder) => {
        builder.jsonBody(claim);
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody(confirmation());
      })
      .executeTest(async (server) => {
        const claimed = await claimant(server.url).claim(WAITLIST_CLAIM_TOKEN, claim);
        expect(claimed).toMatchObject({ ok: true, data: { status: 'BOOKED' } });
      }));

  it('POST /public/waitlist/{token} of a time already taken', () =>
    createPact()
      .addInteraction()
      .given(states.waitlistOfferTaken)
      .uponReceiving('a claim of a time another client took first')
      .withRequest('POST', link, (builder) => {
        builder.jsonBody(claim);
      })
      .willRespondWith(409, (builder) => {
        builder.jsonBody(
          errorBody('Questo orario è già stato preso da un altro cliente.', 'WAITLIST_OFFER_TAKEN'),
        );
      })
      .executeTest(async (server) => {
        const claimed = await claimant(server.url).claim(WAITLIST_CLAIM_TOKEN, claim);
        expect(claimed).toMatchObject({ ok: false, status: 409, code: 'WAITLIST_OFFER_TAKEN' });
      }));
});
