import { Link, type LinkProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './Card.css.ts';

interface CardLinkProps extends Omit<LinkProps, 'children' | 'className'> {
  title: string;
  description?: string;
}

export interface ShortcutCardProps extends CardLinkProps {
  /** What the card opens, at a glance (required: one icon for every card said nothing). */
  icon: IconName;
}

/** A dashboard shortcut: the whole card is one link (to /salone, /database-clienti ...). */
export function ShortcutCard({ title, description, icon, ...props }: ShortcutCardProps) {
  return (
    <Link {...props} className={styles.shortcut}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <span className={styles.title}>{title}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </Link>
  );
}

export interface WideCardProps extends CardLinkProps {
  /** What the card opens, as on the shortcut cards. */
  icon: IconName;
  /** The number shown large (pending callbacks, today's bookings). */
  count: number;
  /** Read with the count by screen readers, e.g. "da richiamare". */
  countLabel: string;
}

/** A wide dashboard card with a count (clients to call back, appointment management). */
export function WideCard({ title, description, count, countLabel, icon, ...props }: WideCardProps) {
  return (
    <Link {...props} className={styles.wide}>
      <span className={styles.lead}>
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
        <span>
          <span className={styles.title}>{title}</span>
          {description ? <span className={styles.description}> {description}</span> : null}
        </span>
      </span>
      <span className={styles.count} aria-label={`${count} ${countLabel}`}>
        {count}
      </span>
    </Link>
  );
}
