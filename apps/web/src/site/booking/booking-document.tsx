// The server-side entry of the booking page (issue #34): built by build-site.ts into the web
// build's server/ folder and called by the web server on every request, with the site's own
// stylesheet inlined (the CSP allows it by the hash in route-table.json).
import { renderToString } from 'react-dom/server';
import { lightTheme } from '@agendina/ui/theme';
import { htmlDocument, type SiteAssets } from '../render/document.ts';
import { APP_SCREENSHOTS } from '../components/app-screenshots.ts';
import { BookingPage } from './BookingPage.tsx';
import { bookingPageData } from './booking-structured-data.ts';
import type { BookingView } from './booking-view.ts';
import { ClaimPage } from './claim/ClaimPage.tsx';
import { claimSalonName, type ClaimView } from './claim/claim-view.ts';

export type { BookingView } from './booking-view.ts';
export type { ClaimView } from './claim/claim-view.ts';
export * from './booking-query.ts';
export { chosenDepositCents } from './booking-format.ts';

export interface BookingDocumentContext {
  /** The site's public origin, without a trailing slash. */
  origin: string;
  assets: SiteAssets;
}

/** The picture a shared link shows: the app's calendar. */
const pageImage = (context: BookingDocumentContext) => ({
  url: `${context.origin}${APP_SCREENSHOTS.calendario.src}`,
  width: 1280,
  height: 800,
  alt: APP_SCREENSHOTS.calendario.caption,
});

export function renderBookingDocument(view: BookingView, context: BookingDocumentContext): string {
  const first = view.step.kind === 'services';
  return htmlDocument({
    url: view.url,
    title: `Prenota da ${view.page.salonName} · Agendina`,
    description: `Prenota online da ${view.page.salonName}: scegli i servizi, il giorno e l’orario libero, conferma con un codice.`,
    ogType: 'website',
    // The page itself is indexable; its steps (a choice in the address) are not pages of their own.
    robots: first ? 'index, follow' : 'noindex, follow',
    structuredData: [bookingPageData(view.page, view.url)],
    image: pageImage(context),
    themeClass: lightTheme,
    body: renderToString(<BookingPage view={view} />),
    assets: context.assets,
  });
}

/**
 * The waitlist's claim link /lista-attesa/{token} (issue #35): the booking page's document, not
 * indexed, and with no address of its own in the head (the token is the client's).
 */
export function renderClaimDocument(view: ClaimView, context: BookingDocumentContext): string {
  const salon = claimSalonName(view);
  return htmlDocument({
    url: null,
    title: salon ? `Lista d’attesa di ${salon} · Agendina` : 'Lista d’attesa · Agendina',
    description: 'Un orario si è liberato: prenotalo prima che lo prenda un altro cliente.',
    ogType: 'website',
    robots: 'noindex, follow',
    structuredData: [],
    image: pageImage(context),
    themeClass: lightTheme,
    body: renderToString(<ClaimPage view={view} />),
    assets: context.assets,
  });
}
