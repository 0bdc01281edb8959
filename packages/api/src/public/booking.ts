// The calls of a salon's booking page /prenota/{slug} (issue #34), made by the web server that
// renders the page (and later by its island). Each answers a result instead of rejecting: a
// refusal is part of the page (a wrong code, a time just taken, a page turned off), shown with
// the server's Italian message and kept field values. No session: the page has no account.
// Issue #35 adds the deposit's payment return and the waitlist.
import type { components } from '@agendina/contract';
import { createApiClient } from '../client/create-api-client.ts';
import { settle, visitorHeaders, type PublicCallOptions } from './public-call.ts';

type Schemas = components['schemas'];

export type { PublicCallResult as BookingCallResult } from './public-call.ts';

/** The choice the page asks about: services (ids), an operator or none («Nessuna preferenza»). */
export interface BookingChoice {
  serviceIds: readonly number[];
  operatorId: number | null;
}

export type BookingPageCallOptions = PublicCallOptions;

/** A booking's 202: the visit asks a deposit, paid at `checkoutUrl` while its time is held. */
export type BookingPayment = Schemas['PublicBookingPayment'];

/** Whether a booking's (or a claim's) answer is the deposit's payment rather than the visit. */
export const isPaymentRequired = (
  answer: Schemas['PublicBookingConfirmation'] | BookingPayment,
): answer is BookingPayment => answer.status === 'PAYMENT_REQUIRED';

const choiceQuery = (choice: BookingChoice) => ({
  services: choice.serviceIds.join(','),
  ...(choice.operatorId === null ? {} : { operator: choice.operatorId }),
});

/** The calls of the booking page, bound to one API address and one visitor. */
export function bookingPageCalls(options: BookingPageCallOptions) {
  const headers = visitorHeaders(options);
  const client = createApiClient(options);
  const path = (slug: string) => ({ path: { slug } });
  return {
    page: (slug: string) =>
      settle(() => client.GET('/public/booking/{slug}', { params: path(slug), headers })),
    days: (slug: string, choice: BookingChoice) =>
      settle(() =>
        client.GET('/public/booking/{slug}/days', {
          params: { ...path(slug), query: choiceQuery(choice) },
          headers,
        }),
      ),
    times: (slug: string, choice: BookingChoice, date: string) =>
      settle(() =>
        client.GET('/public/booking/{slug}/times', {
          params: { ...path(slug), query: { ...choiceQuery(choice), date } },
          headers,
        }),
      ),
    why: (slug: string, choice: BookingChoice, date: string, time: string) =>
      settle(() =>
        client.GET('/public/booking/{slug}/why', {
          params: { ...path(slug), query: { ...choiceQuery(choice), date, time } },
          headers,
        }),
      ),
    sendCode: (slug: string, body: Schemas['BookingVerificationRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/verifications', { params: path(slug), body, headers }),
      ),
    /** 201 the visit, or 202 the deposit to pay first (isPaymentRequired). */
    book: (slug: string, body: Schemas['PublicBookingRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/bookings', { params: path(slug), body, headers }),
      ),
    /** The client is back from the deposit's payment page: what became of it (issue #35). */
    verifyPayment: (slug: string, body: Schemas['PublicPaymentVerifyRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/payments/verify', {
          params: path(slug),
          body,
          headers,
        }),
      ),
    /** No time fits: on the salon's waitlist with the verified phone (issue #35). */
    joinWaitlist: (slug: string, body: Schemas['WaitlistRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/waitlist', { params: path(slug), body, headers }),
      ),
  };
}

export type BookingPageCalls = ReturnType<typeof bookingPageCalls>;
