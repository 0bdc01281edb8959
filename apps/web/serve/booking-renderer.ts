// What the web server needs of the booking page's renderer (the build's server/booking-document.js,
// from src/site/booking/booking-document.tsx): typed here from the page's pure modules, since the
// server's own type check does not read the site's styles.
import type * as Query from '../src/site/booking/booking-query.ts';
import type { chosenDepositCents } from '../src/site/booking/booking-format.ts';
import type { BookingView } from '../src/site/booking/booking-view.ts';
import type { ClaimView } from '../src/site/booking/claim/claim-view.ts';

export interface BookingDocumentContext {
  origin: string;
  assets: { inlineCss: string; script: string };
}

export type BookingRenderer = typeof Query & {
  /** The deposit the chosen services ask (issue #35): what a paid visit paid. */
  chosenDepositCents: typeof chosenDepositCents;
  renderBookingDocument: (view: BookingView, context: BookingDocumentContext) => string;
  /** The waitlist's claim link (issue #35), in the same document. */
  renderClaimDocument: (view: ClaimView, context: BookingDocumentContext) => string;
};
