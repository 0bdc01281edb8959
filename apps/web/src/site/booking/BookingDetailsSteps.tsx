// The last steps of the booking page (issue #34): «I tuoi dati», the one-time code, and the
// confirmation; with a deposit (issue #35) the amount and policy before the client confirms, and
// the page the client comes back to from the payment. Plain POST forms; the choice and the typed
// values travel in hidden fields.
import type { ReactNode } from 'react';
import { formatEuro } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
import { StepAlert } from './StepAlert.tsx';
import { DETAILS_FIELDS, choiceFields, choiceHref, detailsFields } from './booking-query.ts';
import { choiceHiddenFields } from './BookingChoiceSteps.tsx';
import { DepositBox, mayAskDeposit } from './DepositBox.tsx';
import { InputField } from './FormFields.tsx';
import { PersonFields, whereSent } from './PersonFields.tsx';
import { dayLabel } from './booking-format.ts';
import type { BookingStep, BookingView, DetailsValues } from './booking-view.ts';

type Step<K extends BookingStep['kind']> = Extract<BookingStep, { kind: K }>;

/** «I tuoi dati»: who books, and where the code is sent. */
export function DetailsStep({ view, step }: { view: BookingView; step: Step<'details'> }) {
  const { slug, choice, page } = view;
  return (
    <form method="post" action={`/prenota/${slug}/codice`} className={styles.panel} noValidate>
      <h2 className={styles.heading}>I tuoi dati</h2>
      <p className={styles.muted}>
        {dayLabel(choice.date ?? '')} alle {choice.time}.{' '}
        <a className={styles.link} href={choiceHref(slug, { ...choice, time: null })}>
          Cambia orario
        </a>
      </p>
      <StepAlert message={step.error} />
      {choiceHiddenFields(choice)}
      <PersonFields
        values={step.values}
        errors={step.errors}
        channelLegend="Dove ricevi il codice di verifica?"
      />
      <DepositBox page={page} serviceIds={choice.serviceIds} />
      {page.policyText ? <p className={styles.note}>{page.policyText}</p> : null}
      <button type="submit" className={styles.submit}>
        Invia il codice
      </button>
    </form>
  );
}

/**
 * The one-time code, with everything typed before in hidden fields: the booking's, and the
 * waitlist's (its own action, fields and button).
 */
export function CodeForm({
  action,
  values,
  hidden,
  verificationId,
  error,
  submitLabel,
  children,
}: {
  action: string;
  values: DetailsValues;
  hidden: [string, string][];
  verificationId: string;
  error: string | null;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} className={styles.panel} noValidate>
      <h2 className={styles.heading}>Inserisci il codice</h2>
      <p className={styles.muted} role="status">
        Ti abbiamo inviato un codice di 6 cifre {whereSent(values)}. Vale 10 minuti.
      </p>
      <StepAlert message={error} />
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={DETAILS_FIELDS.verification} value={verificationId} />
      <InputField
        id="codice"
        label="Codice di verifica"
        name={DETAILS_FIELDS.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        {...(error ? { 'aria-invalid': true } : {})}
      />
      {children}
      <button type="submit" className={styles.submit}>
        {submitLabel}
      </button>
    </form>
  );
}

export function CodeStep({ view, step }: { view: BookingView; step: Step<'code'> }) {
  const { slug, choice, page } = view;
  const deposit = mayAskDeposit(page, choice.serviceIds);
  return (
    <CodeForm
      action={`/prenota/${slug}/conferma`}
      values={step.values}
      hidden={[...choiceFields(choice), ...detailsFields(step.values)]}
      verificationId={step.verificationId}
      error={step.error}
      submitLabel={deposit ? 'Conferma e paga l’acconto' : 'Conferma la prenotazione'}
    >
      <DepositBox page={page} serviceIds={choice.serviceIds} />
    </CodeForm>
  );
}

/**
 * The visit is booked, or asked for (a salon that confirms each request): its summary, the
 * deposit paid with its policy (depositPolicyText), and the link to manage it. The claim link's
 * page (issue #35) ends the same way.
 */
export function DoneStep({ step, policy }: { step: Step<'done'>; policy: string | null }) {
  const { confirmation, depositPaidCents } = step;
  const [date = '', time = ''] = confirmation.dateTime.split('T');
  const requested = confirmation.status === 'REQUESTED';
  return (
    <section className={styles.panel} aria-labelledby="fatto-title">
      <h2 id="fatto-title" className={styles.heading}>
        {requested ? 'Richiesta inviata' : 'Prenotazione confermata'}
      </h2>
      {requested ? (
        <p>
          Il salone conferma ogni prenotazione: l’orario è tenuto per te e riceverai la risposta su
          WhatsApp o per e-mail.
        </p>
      ) : null}
      <dl className={styles.summary}>
        <dt>Quando</dt>
        <dd>
          {dayLabel(date)} alle {time.slice(0, 5)}
        </dd>
        <dt>Servizi</dt>
        <dd>{confirmation.services.join(', ')}</dd>
        <dt>Con</dt>
        <dd>{confirmation.operatorName}</dd>
        <dt>Dove</dt>
        <dd>{confirmation.salonName}</dd>
        {depositPaidCents ? (
          <>
            <dt>Acconto versato</dt>
            <dd>{formatEuro(depositPaidCents)}</dd>
          </>
        ) : null}
      </dl>
      {depositPaidCents ? (
        <p className={styles.note}>
          {policy ? `${policy} ` : ''}L’acconto viene scalato dal conto in salone.
        </p>
      ) : null}
      {requested ? null : (
        <p className={styles.muted}>
          Ti ricorderemo l’appuntamento. Per annullarlo usa il link qui sotto
          {confirmation.salonPhone ? ` o chiama il salone al ${confirmation.salonPhone}` : ''}.
        </p>
      )}
      <a className={styles.link} href={step.manageUrl}>
        Gestisci la prenotazione
      </a>
    </section>
  );
}

/** Back from the payment page before the provider confirmed it: nothing to do but look again. */
export function PayingStep({ step }: { step: Step<'paying'> }) {
  return (
    <section className={styles.panel} aria-labelledby="pagamento-title">
      <h2 id="pagamento-title" className={styles.heading}>
        Stiamo confermando il pagamento
      </h2>
      <p className={styles.note} role="status">
        {step.message}
      </p>
      <p className={styles.muted}>
        L’orario resta tenuto per te mentre il pagamento viene confermato: non pagare una seconda
        volta.
      </p>
      <a className={styles.link} href={step.checkUrl}>
        Controlla di nuovo
      </a>
    </section>
  );
}
