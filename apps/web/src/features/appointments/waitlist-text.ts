// The waitlist's words in /gestione-appuntamenti › «Lista d’attesa» (issue #35): each entry's
// state, days, band and the time offered with its link's expiry. The band labels are the booking
// page's own (TIME_BAND_LABELS_IT of @agendina/scheduling).
import type { components } from '@agendina/api';
import { TIME_BAND_LABELS_IT, formatDateIt, formatDateTimeIt } from '@agendina/scheduling';
import type { BadgeTone } from '@agendina/ui';

type Entry = components['schemas']['WaitlistEntry'];

export const WAITLIST_STATE_LABELS_IT: Readonly<Record<Entry['state'], string>> = {
  WAITING: 'In attesa',
  OFFERED: 'Orario proposto',
  BOOKED: 'Ha prenotato',
  EXPIRED: 'Periodo passato',
  REMOVED: 'Tolto dalla lista',
};

export const WAITLIST_STATE_TONES: Readonly<Record<Entry['state'], BadgeTone>> = {
  WAITING: 'info',
  OFFERED: 'warning',
  BOOKED: 'success',
  EXPIRED: 'neutral',
  REMOVED: 'neutral',
};

const CHANNEL_LABELS_IT = { WHATSAPP: 'su WhatsApp', EMAIL: 'per e-mail' } as const;

/** «dal 01/12/2026 al 12/12/2026», or «il 01/12/2026» for one day. */
export const waitlistDaysText = (entry: Pick<Entry, 'fromDate' | 'toDate'>): string =>
  entry.fromDate === entry.toDate
    ? `il ${formatDateIt(entry.fromDate)}`
    : `dal ${formatDateIt(entry.fromDate)} al ${formatDateIt(entry.toDate)}`;

/** What the client asked: days, time band and operator («Nessuna preferenza» when any). */
export const waitlistWishText = (entry: Entry): string =>
  [
    waitlistDaysText(entry),
    TIME_BAND_LABELS_IT[entry.band],
    entry.operatorName ?? 'Nessuna preferenza',
  ].join(' · ');

/**
 * «Proposto 03/12/2026 10:00 su WhatsApp, link valido fino al 02/12/2026 10:30»; null when no
 * time was offered. A past offer (the entry back in line) reads as such.
 */
export function waitlistOfferText(entry: Entry): string | null {
  const { offer } = entry;
  if (offer === null) return null;
  const sent = `${formatDateTimeIt(offer.dateTime)} ${CHANNEL_LABELS_IT[offer.channel]}`;
  return entry.state === 'OFFERED'
    ? `Proposto ${sent}, link valido fino al ${formatDateTimeIt(offer.expiresAt)}`
    : `Ultimo orario proposto ${sent}`;
}

/** Only a client waiting for a time is offered one (the server refuses the others: 409). */
export const canOffer = (entry: Entry): boolean => entry.state === 'WAITING';

/** A client still in line (waiting, or with a time out) can be taken off it. */
export const canRemove = (entry: Entry): boolean =>
  entry.state === 'WAITING' || entry.state === 'OFFERED';
