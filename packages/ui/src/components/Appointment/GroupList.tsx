import {
  formatMinuteOfDay,
  minuteOfDay,
  sortGroup,
  type NormalisedAppointment,
} from '@agendina/scheduling';
import { StatusBadge } from '../Badge/Badge.tsx';
import * as styles from './Appointment.css.ts';

/** The services of a group (multi-operator or multi-service appointment), by service order. */
export function GroupList({ appointments }: { appointments: readonly NormalisedAppointment[] }) {
  return (
    <ol className={styles.group} aria-label="Servizi del gruppo">
      {sortGroup(appointments).map((a, i) => (
        <li key={String(a.id)} className={styles.groupItem}>
          <span className={styles.order} aria-hidden="true">
            {i + 1}
          </span>
          <span className={styles.time}>
            {formatMinuteOfDay(minuteOfDay(a.start))} - {formatMinuteOfDay(minuteOfDay(a.end))}
          </span>
          <span>
            <span className={styles.service}>{a.service}</span>
            {' · '}
            <span className={styles.operator}>
              <span className={styles.dot} style={{ background: a.colorCode }} aria-hidden="true" />
              {a.hairdresserName}
            </span>
          </span>
          <StatusBadge status={a.status} />
        </li>
      ))}
    </ol>
  );
}
