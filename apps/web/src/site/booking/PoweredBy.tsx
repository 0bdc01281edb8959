import * as styles from './BookingPage.css.ts';

/** The public booking pages' footer: whose pages these are. */
export function PoweredBy() {
  return (
    <footer>
      <p className={styles.muted}>
        Prenotazioni con{' '}
        <a className={styles.link} href="/">
          Agendina
        </a>
      </p>
    </footer>
  );
}
