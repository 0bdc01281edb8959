import { describeError } from '@agendina/api';
import * as styles from './layout.css.ts';

/** A server failure in Italian (SPEC.md §8): title and message, announced to screen readers. */
export function FailureMessage({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const { title, message, details } = describeError(error);
  return (
    <div role="alert" className={styles.failure}>
      <strong>{title}</strong>: {message}
      {details && details.length > 0 ? (
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
