import * as styles from './BookingPage.css.ts';

/** A step's refusal or notice, announced when the page comes back with it; nothing when none. */
export function StepAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
