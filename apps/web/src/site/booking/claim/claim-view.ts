// What the waitlist's claim link /lista-attesa/{token} shows (issue #35): the time offered and
// the step the client is at. The web server builds it from the API's answers; ClaimPage renders
// it with the booking page's styles and island.
import type { WaitlistOffer } from '@agendina/api';
import type { BookingStep } from '../booking-view.ts';

export type ClaimStep =
  /** The offer, with «Prenota questo orario» while it is OPEN; a refusal said above it. */
  | { kind: 'offer'; notice: string | null }
  /** Booked: the booking page's own confirmation, the deposit's policy when one was paid. */
  | (Extract<BookingStep, { kind: 'done' }> & { policy: string | null })
  | Extract<BookingStep, { kind: 'paying' }>
  /** A link this server did not sign, or cut short. */
  | { kind: 'invalid'; message: string };

export interface ClaimView {
  token: string;
  /** Null once the link is known to be invalid. */
  offer: WaitlistOffer | null;
  step: ClaimStep;
}

/** The salon the link is of: the offer's, or the booked visit's once claimed. */
export function claimSalonName(view: ClaimView): string | null {
  if (view.offer) return view.offer.salonName;
  return view.step.kind === 'done' ? view.step.confirmation.salonName : null;
}
