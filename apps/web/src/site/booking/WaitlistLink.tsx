// «Nessun orario va bene?» (issue #35): the way from the days and the times to the waitlist, when
// the salon keeps one; the services and operator chosen go with it.
import * as styles from './BookingPage.css.ts';
import { waitlistHref } from './booking-query.ts';
import type { BookingView } from './booking-view.ts';

export function WaitlistLink({ view }: { view: BookingView }) {
  if (!view.page.waitlistEnabled) return null;
  return (
    <p className={styles.muted}>
      Nessun orario va bene?{' '}
      <a className={styles.link} href={waitlistHref(view.slug, view.choice)}>
        Mettiti in lista d’attesa
      </a>
    </p>
  );
}
