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

export type { BookingView } from './booking-view.ts';
export * from './booking-query.ts';

export interface BookingDocumentContext {
  /** The site's public origin, without a trailing slash. */
  origin: string;
  assets: SiteAssets;
}

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
    image: {
      url: `${context.origin}${APP_SCREENSHOTS.calendario.src}`,
      width: 1280,
      height: 800,
      alt: APP_SCREENSHOTS.calendario.caption,
    },
    themeClass: lightTheme,
    body: renderToString(<BookingPage view={view} />),
    assets: context.assets,
  });
}
