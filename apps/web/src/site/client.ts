// The only JavaScript of the public pages (budget: 50 KB gzip, scripts/bundle-budget.ts): the
// page view, the home page's notice, and the islands of the pages that have something
// interactive, each loaded only where it is needed. No React: the pages are prerendered HTML.
import { resolveApiBaseUrl } from '@agendina/api';
import { pageView } from '../navigation/analytics.ts';
import { takeHomeNotice } from './home-notice.ts';

pageView(window.location.pathname);

const notice = window.location.pathname === '/' ? takeHomeNotice(window.sessionStorage) : null;
if (notice) {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'avviso-home';
  alert.textContent = notice;
  document.querySelector('main')?.prepend(alert);
}

const consultation = document.querySelector<HTMLFormElement>('form[data-island="consultation"]');
if (consultation) {
  void import('./consultation/consultation-island.ts').then(({ enhanceConsultationForm }) =>
    enhanceConsultationForm(consultation, {
      apiBaseUrl: resolveApiBaseUrl({
        location: window.location,
        apiHost: import.meta.env.VITE_API_URL,
      }),
    }),
  );
}

const booking = document.querySelector<HTMLElement>('main[data-island="booking"]');
if (booking)
  void import('./booking/booking-island.ts').then(({ enhanceBookingPage }) =>
    enhanceBookingPage(booking),
  );
