// The deposit paid for the visit (issue #35), beside «Annullo l'appuntamento» on the manage link:
// how much was paid and what cancelling now gives back, as the API computed it from the salon's
// policy (all of it before the cutoff, less the part the salon keeps after).
import { formatEuro } from '@agendina/scheduling';
import type { PublicReminder } from '@agendina/api';
import * as styles from './reminder-page.css.ts';

/** «Se annulli ora ti restituiamo 10,00 €», or that nothing comes back. */
export function refundSentence(deposit: NonNullable<PublicReminder['deposit']>): string {
  return deposit.refundIfCancelledCents > 0
    ? `Se annulli ora ti restituiamo ${formatEuro(deposit.refundIfCancelledCents)}.`
    : 'Se annulli ora l’acconto non viene restituito.';
}

export function DepositNote({ reminder }: { reminder: PublicReminder }) {
  const { deposit } = reminder;
  if (!deposit || reminder.status === 'CANCELLED') return null;
  return (
    <p className={styles.muted}>
      {`Acconto versato: ${formatEuro(deposit.amountCents)}.`}
      {reminder.canCancel ? ` ${refundSentence(deposit)}` : ''}
    </p>
  );
}
