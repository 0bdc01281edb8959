// The deposit a visit asks (issue #35), said before the client confirms: how much, who pays it,
// and the cancellation policy it comes with. The page knows each service's amount; whether this
// client pays it (new clients, clients who missed visits) the API knows once the phone is verified.
import { DEPOSIT_AUDIENCE_LABELS_IT, depositPolicyText, formatEuro } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
import { chosenDepositCents } from './booking-format.ts';
import type { BookingPageData } from './booking-view.ts';

export function DepositBox({
  page,
  serviceIds,
}: {
  page: BookingPageData;
  serviceIds: readonly number[];
}) {
  const cents = chosenDepositCents(page, serviceIds);
  if (cents === 0) return null;
  const audience = DEPOSIT_AUDIENCE_LABELS_IT[page.depositAudience];
  return (
    <div className={styles.note} role="group" aria-label="Acconto">
      <p className={styles.depositAmount}>Acconto richiesto: {formatEuro(cents)}</p>
      <p className={styles.depositLine}>
        {page.depositAudience === 'ALL'
          ? `${audience}: lo paghi online per confermare la prenotazione.`
          : `${audience}: ti viene chiesto solo se ti riguarda, e lo sai dopo la verifica del numero.`}
      </p>
      <p className={styles.depositLine}>
        {depositPolicyText(page.cutoffHours, page.depositKeepPercent)}
      </p>
    </div>
  );
}

/** Whether a deposit may be asked for this choice (the confirm button says so). */
export const mayAskDeposit = (page: BookingPageData, serviceIds: readonly number[]): boolean =>
  chosenDepositCents(page, serviceIds) > 0;
