import { formatDateTimeIt, type NormalisedAppointment } from '@agendina/scheduling';
import { SourceBadge } from '@agendina/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './appointments-page.css.ts';

/** The latest bookings, newest first, with where they came from (WhatsApp AI, Voce AI, Manuale). */
export function RecentBookings({
  appointments,
}: {
  appointments: readonly NormalisedAppointment[];
}) {
  if (appointments.length === 0)
    return <p className={styles.muted}>Nessuna prenotazione recente.</p>;
  return (
    <ul className={styles.recent} aria-label="Prenotazioni recenti">
      {appointments.map((a) => (
        <li key={String(a.id)} className={styles.recentItem}>
          <SourceBadge source={a.source} />
          <Link to="/appuntamento/$id" params={{ id: String(a.id) }}>
            {`${a.clientName} · ${a.service}`}
          </Link>
          <span className={styles.muted}>{formatDateTimeIt(a.start)}</span>
        </li>
      ))}
    </ul>
  );
}
