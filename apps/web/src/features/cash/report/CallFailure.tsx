import { describeErrorText } from '@agendina/api';
import { pageFrame } from '@agendina/ui';

/** A call's failure said in place, in Italian, announced at once; nothing while there is none. */
export function CallFailure({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={pageFrame.failure}>
      {describeErrorText(error)}
    </p>
  );
}
