// The waitlist from the booking page (issue #35, MODULES.md «Lista d'attesa»): when no time fits,
// the client leaves the days and the time band wished for and who they are, proves the phone with
// the same one-time code as a booking, and is told where the news will arrive. Plain forms, as
// the other steps: the island only spares the page loads.
import { TIME_BAND_LABELS_IT } from '@agendina/scheduling';
import * as styles from './BookingPage.css.ts';
import { StepAlert } from './StepAlert.tsx';
import { choiceHiddenFields } from './BookingChoiceSteps.tsx';
import { CodeForm } from './BookingDetailsSteps.tsx';
import { InputField, RadioFieldset } from './FormFields.tsx';
import { FieldError, PersonFields, whereSent } from './PersonFields.tsx';
import { TIME_BANDS, WAITLIST_FIELDS, choiceFields, waitlistFields } from './booking-query.ts';
import { dayLabel } from './booking-format.ts';
import type { BookingStep, BookingView } from './booking-view.ts';

type Step<K extends BookingStep['kind']> = Extract<BookingStep, { kind: K }>;

/** The wish (days, time band) and who wishes it. */
export function WaitlistStep({ view, step }: { view: BookingView; step: Step<'waitlist'> }) {
  const { slug, choice } = view;
  const { values, errors, days } = step;
  const rangeInvalid = errors.range
    ? { 'aria-invalid': true, 'aria-describedby': 'range-errore' }
    : {};
  // One end of the wished days, known by its field's name: both ends are native date inputs
  // within the page's horizon, and wrong together (the range's one message).
  const dateField = (name: string, label: string, value: string) => (
    <InputField
      id={name}
      label={label}
      type="date"
      name={name}
      min={days.first}
      max={days.last}
      defaultValue={value}
      {...rangeInvalid}
    />
  );
  return (
    <form
      method="post"
      action={`/prenota/${slug}/lista-attesa/codice`}
      className={styles.panel}
      noValidate
    >
      <h2 className={styles.heading}>Mettiti in lista d’attesa</h2>
      <p className={styles.muted}>
        Se si libera un orario che va bene per te, ti mandiamo un link per prenotarlo: il primo che
        lo usa ottiene l’orario.
      </p>
      <StepAlert message={step.error} />
      {choiceHiddenFields({ serviceIds: choice.serviceIds, operatorId: choice.operatorId })}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Quali giorni ti vanno bene?</legend>
        <div className={styles.dateRow}>
          {dateField(WAITLIST_FIELDS.from, 'Dal', values.fromDate)}
          {dateField(WAITLIST_FIELDS.to, 'Al', values.toDate)}
        </div>
        <FieldError id="range-errore" message={errors.range} />
      </fieldset>
      <RadioFieldset
        legend="In che fascia oraria?"
        name={WAITLIST_FIELDS.band}
        options={TIME_BANDS.map((band) => [band, TIME_BAND_LABELS_IT[band]] as const)}
        checked={values.band}
      />
      <PersonFields
        values={values}
        errors={errors}
        channelLegend="Dove ricevi il codice e l’avviso di un orario libero?"
      />
      <button type="submit" className={styles.submit}>
        Invia il codice
      </button>
    </form>
  );
}

export function WaitlistCodeStep({
  view,
  step,
}: {
  view: BookingView;
  step: Step<'waitlistCode'>;
}) {
  const { slug, choice } = view;
  return (
    <CodeForm
      action={`/prenota/${slug}/lista-attesa/conferma`}
      values={step.values}
      hidden={[
        ...choiceFields({ serviceIds: choice.serviceIds, operatorId: choice.operatorId }),
        ...waitlistFields(step.values),
      ]}
      verificationId={step.verificationId}
      error={step.error}
      submitLabel="Mettimi in lista d’attesa"
    />
  );
}

/** On the waitlist: what was asked, and where the news of a free time will arrive. */
export function WaitlistDoneStep({ step }: { step: Step<'waitlistDone'> }) {
  const { receipt, values } = step;
  return (
    <section className={styles.panel} aria-labelledby="lista-title">
      <h2 id="lista-title" className={styles.heading}>
        Sei in lista d’attesa
      </h2>
      <dl className={styles.summary}>
        <dt>Servizi</dt>
        <dd>{receipt.services.join(', ')}</dd>
        <dt>Giorni</dt>
        <dd>
          {receipt.fromDate === receipt.toDate
            ? dayLabel(receipt.fromDate)
            : `da ${dayLabel(receipt.fromDate)} a ${dayLabel(receipt.toDate)}`}
        </dd>
        <dt>Orario</dt>
        <dd>{TIME_BAND_LABELS_IT[receipt.band]}</dd>
      </dl>
      <p className={styles.note} role="status">
        Se si libera un orario così ti avvisiamo{' '}
        {whereSent({ ...values, channel: receipt.channel })}, con un link per prenotarlo. Il link
        vale per poco tempo e l’orario va a chi lo prenota per primo.
      </p>
    </section>
  );
}
