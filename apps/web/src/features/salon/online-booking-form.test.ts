import { describe, expect, it } from 'vitest';
import { SLUG_MESSAGES } from '@agendina/scheduling';
import {
  ONLINE_BOOKING_MESSAGES,
  checkOnlineBooking,
  inputOf,
  widgetSnippet,
} from './online-booking-form.ts';
import type { OnlineBookingValues } from './online-booking-form.ts';

const values: OnlineBookingValues = {
  enabled: true,
  slug: 'salone-bellavista',
  serviceIds: [1, 6],
  operatorIds: [1],
  minNoticeHours: 2,
  horizonDays: 30,
  slotStepMinutes: '15',
  cutoffHours: 24,
  confirmationMode: 'REQUEST',
  policyText: ' Annulli gratis fino a 24 ore prima. ',
  embedDomains: 'https://www.salonebellavista.it/\n\nhttps://WWW.salonebellavista.it',
  deposits: { rules: {}, audience: 'ALL', minNoShows: 1, keepPercent: 100 },
  waitlist: { enabled: false, claimMinutes: 30 },
};

describe('the «Prenotazioni online» form', () => {
  it('sends what the contract takes: trimmed text, distinct sites, the step as a number', () => {
    expect(checkOnlineBooking(values)).toEqual({});
    expect(inputOf({ ...values, slotStepMinutes: '30' })).toMatchObject({
      slotStepMinutes: 30,
      confirmationMode: 'REQUEST',
      policyText: 'Annulli gratis fino a 24 ore prima.',
      embedDomains: ['https://www.salonebellavista.it'],
    });
  });

  it('says what is wrong, field by field, with the server’s own words for the address', () => {
    expect(
      checkOnlineBooking({
        ...values,
        slug: 'admin',
        serviceIds: [],
        horizonDays: 0,
        embedDomains: 'www.salonebellavista.it',
      }),
    ).toEqual({
      slug: SLUG_MESSAGES.reserved,
      serviceIds: ONLINE_BOOKING_MESSAGES.services,
      horizonDays: 'Indica un numero intero di giorni tra 1 e 180.',
      embedDomains: ONLINE_BOOKING_MESSAGES.domains,
    });
    // Switched off, the page may stay without services while the owner prepares it.
    expect(checkOnlineBooking({ ...values, enabled: false, serviceIds: [] })).toEqual({});
  });

  it('gives the one line for the salon’s site: a plain link, and the script that opens it over it', () => {
    expect(widgetSnippet('https://www.agendina.it', 'salone-bellavista')).toBe(
      '<a href="https://www.agendina.it/prenota/salone-bellavista" data-agendina-prenota>Prenota online</a>' +
        '<script src="https://www.agendina.it/widget.js" async></script>',
    );
  });
});
