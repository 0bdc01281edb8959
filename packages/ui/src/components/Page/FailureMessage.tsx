import * as styles from './Page.css.ts';
import { useDescribeFailure } from './describe-failure.tsx';

/**
 * A failure of a call in Italian (SPEC.md §8): title and message, announced to screen readers.
 * Nothing while there is none (null or undefined), so a screen passes its mutation's error as is.
 */
export function FailureMessage({ error }: { error: unknown }) {
  const describe = useDescribeFailure();
  if (error === null || error === undefined) return null;
  const { title, message, details } = describe(error);
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
