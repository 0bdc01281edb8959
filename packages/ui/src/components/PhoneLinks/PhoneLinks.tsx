import { Link } from 'react-aria-components';
import { internationalPhoneDigits } from '@agendina/scheduling';
import * as styles from './PhoneLinks.css.ts';

export interface PhoneLinksProps {
  /** The number as stored, shown as it is (e.g. "+393331234567"). */
  phone: string;
  /** Whose number: the links' accessible names say it ("Chiama Maria Rossi al …"). */
  name?: string | null;
  className?: string;
}

/**
 * A client's phone as two links (issue #19): the number itself calls it (tel:), "WhatsApp" opens
 * a chat on wa.me in a new tab. Both use the international digits of the number, so one stored
 * without its country code is still reachable; text that holds no number stays plain text.
 */
export function PhoneLinks({ phone, name, className }: PhoneLinksProps) {
  const digits = internationalPhoneDigits(phone);
  if (digits === null) return <span className={className}>{phone}</span>;
  const who = name?.trim() || null;
  return (
    <span className={className ? `${styles.phoneLinks} ${className}` : styles.phoneLinks}>
      <Link
        href={`tel:+${digits}`}
        // The visible number is part of the name (WCAG 2.5.3, label in name).
        aria-label={`Chiama ${who ? `${who} al ` : ''}${phone}`}
        className={styles.link}
      >
        {phone}
      </Link>
      <Link
        href={`https://wa.me/${digits}`}
        target="_blank"
        // The chat opens apart from the app: no handle on this window, no address of it sent.
        rel="noopener noreferrer"
        aria-label={`Scrivi su WhatsApp a ${who ?? phone}`}
        className={styles.link}
      >
        WhatsApp
      </Link>
    </span>
  );
}
