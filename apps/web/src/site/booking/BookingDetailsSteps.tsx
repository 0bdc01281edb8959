// The last steps of the booking page (issue #34): «I tuoi dati» (name, phone with SPEC.md §5's
// prefixes, optional e-mail, where the code goes), the one-time code, and the confirmation.
// Plain POST forms; the choice and the typed values travel in hidden fields.
import { PHONE_PREFIXES } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
import { StepAlert } from './StepAlert.tsx';
// The /consulenza form's honeypot box: the same trap for the same bots.
import { honeypot } from '../consultation/ConsultationForm.css.ts';
import { DETAILS_FIELDS, choiceHref, detailsFields } from './booking-query.ts';
import { choiceHiddenFields } from './BookingChoiceSteps.tsx';
import { dayLabel } from './booking-format.ts';
import type { BookingStep, BookingView } from './booking-view.ts';

type Step<K extends BookingStep['kind']> = Extract<BookingStep, { kind: K }>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

/** «I tuoi dati»: who books, and where the code is sent. */
export function DetailsStep({ view, step }: { view: BookingView; step: Step<'details'> }) {
  const { slug, choice, page } = view;
  const { values, errors } = step;
  const invalid = (field: keyof typeof errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-errore` } : {};
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
      <div className={styles.field}>
        <label className={styles.label} htmlFor="nome">
          Nome e cognome
        </label>
        <input
          id="nome"
          className={styles.control}
          name={DETAILS_FIELDS.name}
          autoComplete="name"
          maxLength={100}
          defaultValue={values.name}
          {...invalid('name')}
        />
        <FieldError id="name-errore" message={errors.name} />
      </div>
      <div className={styles.field}>
        <span className={styles.label} id="telefono-etichetta">
          Telefono
        </span>
        <div className={styles.phoneRow}>
          <select
            className={styles.control}
            name={DETAILS_FIELDS.prefix}
            aria-label="Prefisso"
            defaultValue={values.prefix}
          >
            {PHONE_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <input
            id="telefono"
            className={styles.control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            name={DETAILS_FIELDS.number}
            aria-labelledby="telefono-etichetta"
            maxLength={30}
            defaultValue={values.number}
            {...invalid('number')}
          />
        </div>
        <FieldError id="number-errore" message={errors.number} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="email">
          E-mail (facoltativa)
        </label>
        <input
          id="email"
          className={styles.control}
          type="email"
          autoComplete="email"
          name={DETAILS_FIELDS.email}
          maxLength={254}
          defaultValue={values.email}
          {...invalid('email')}
        />
        <FieldError id="email-errore" message={errors.email} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Dove ricevi il codice di verifica?</legend>
        {(
          [
            ['WHATSAPP', 'Su WhatsApp, al numero di telefono'],
            ['EMAIL', 'Per e-mail'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              className={styles.check}
              name={DETAILS_FIELDS.channel}
              value={value}
              defaultChecked={values.channel === value}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className={honeypot} aria-hidden="true">
        <label htmlFor="website">Sito web (lascia vuoto questo campo)</label>
        <input id="website" name={DETAILS_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      {page.policyText ? <p className={styles.note}>{page.policyText}</p> : null}
      <button type="submit" className={styles.submit}>
        Invia il codice
      </button>
    </form>
  );
}

/** The one-time code, with everything typed before in hidden fields. */
export function CodeStep({ view, step }: { view: BookingView; step: Step<'code'> }) {
  const { slug, choice } = view;
  const where =
    step.values.channel === 'EMAIL'
      ? `per e-mail a ${step.values.email}`
      : `su WhatsApp al ${step.values.prefix} ${step.values.number}`;
  return (
    <form method="post" action={`/prenota/${slug}/conferma`} className={styles.panel} noValidate>
      <h2 className={styles.heading}>Inserisci il codice</h2>
      <p className={styles.muted} role="status">
        Ti abbiamo inviato un codice di 6 cifre {where}. Vale 10 minuti.
      </p>
      <StepAlert message={step.error} />
      {choiceHiddenFields(choice)}
      {detailsFields(step.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={DETAILS_FIELDS.verification} value={step.verificationId} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="codice">
          Codice di verifica
        </label>
        <input
          id="codice"
          className={styles.control}
          name={DETAILS_FIELDS.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          {...(step.error ? { 'aria-invalid': true } : {})}
        />
      </div>
      <button type="submit" className={styles.submit}>
        Conferma la prenotazione
      </button>
    </form>
  );
}

/**
 * The visit is booked, or asked for (a salon that confirms each request): its summary and the
 * link to manage it.
 */
export function DoneStep({ step }: { step: Step<'done'> }) {
  const { confirmation } = step;
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
      </dl>
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
