// A salon's booking page /prenota/{slug} (issue #34, MODULES.md «Prenotazioni online»): the
// salon, the steps, and the step the visitor is at. Rendered on the server; without JavaScript
// every step is a link or a form.
import * as styles from './BookingPage.css.ts';
import { PoweredBy } from './PoweredBy.tsx';
import { DaysStep, ServicesStep, TimesStep } from './BookingChoiceSteps.tsx';
import { CodeStep, DetailsStep, DoneStep, PayingStep } from './BookingDetailsSteps.tsx';
import { WaitlistCodeStep, WaitlistDoneStep, WaitlistStep } from './WaitlistSteps.tsx';
import { WEEKDAY_LABELS_IT, depositPolicyText } from '@agendina/scheduling';
import { choiceSummary, operatorLabel } from './booking-format.ts';
import { CHOICE_FIELDS, choiceHref } from './booking-query.ts';
import type { BookingStep, BookingView } from './booking-view.ts';

const STEPS = [
  ['services', 'Servizi'],
  ['days', 'Giorno'],
  ['times', 'Orario'],
  ['details', 'I tuoi dati'],
  ['code', 'Conferma'],
] as const;

/** The waitlist's own way (issue #35), after the choice of services. */
const WAITLIST_STEPS = [
  ['waitlist', 'Lista d’attesa'],
  ['waitlistCode', 'Conferma'],
] as const;

type Kind = BookingStep['kind'];

const isWaitlist = (kind: Kind) =>
  WAITLIST_STEPS.some(([k]) => k === kind) || kind === 'waitlistDone';

function stepIndex(kind: Kind): number {
  if (kind === 'done' || kind === 'waitlistDone') return Infinity;
  // Back from the payment page: still confirming.
  if (kind === 'paying') return STEPS.findIndex(([k]) => k === 'code');
  const steps: readonly (readonly [Kind, string])[] = isWaitlist(kind) ? WAITLIST_STEPS : STEPS;
  return steps.findIndex(([k]) => k === kind);
}

function SalonHeader({ view }: { view: BookingView }) {
  const { page } = view;
  const open = Object.entries(WEEKDAY_LABELS_IT).map(([day, label]) => {
    const ranges = page.openingHours[day as keyof typeof WEEKDAY_LABELS_IT] ?? [];
    return [label, ranges.length === 0 ? 'Chiuso' : ranges.map(([a, b]) => `${a}–${b}`).join(', ')];
  });
  return (
    // Named landmarks: the page also shows inside the app, in /salone's «Anteprima» frame, whose
    // own banner and main have no name; a screen reader lists both pages' landmarks together.
    <header className={styles.fieldset} aria-label={page.salonName}>
      <p className={styles.muted}>Prenota online</p>
      <h1 className={styles.salonName}>{page.salonName}</h1>
      {page.address ? <p className={styles.muted}>{page.address}</p> : null}
      {page.phone ? (
        <p className={styles.muted}>
          Telefono:{' '}
          <a className={styles.link} href={`tel:${page.phone}`}>
            {page.phone}
          </a>
        </p>
      ) : null}
      <details>
        <summary className={styles.link}>Orari di apertura</summary>
        <table className={styles.hours}>
          <tbody>
            {open.map(([day, hours]) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </header>
  );
}

function Steps({ current }: { current: Kind }) {
  const at = stepIndex(current);
  const waitlist = isWaitlist(current);
  return (
    <ol
      className={styles.steps}
      aria-label={waitlist ? 'Passaggi della lista d’attesa' : 'Passaggi della prenotazione'}
    >
      {(waitlist ? WAITLIST_STEPS : STEPS).map(([kind, label], index) => (
        <li key={kind} className={styles.stepItem} aria-current={index === at ? 'step' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** What the visitor chose so far, with a way back to change it. */
function ChoiceSoFar({ view }: { view: BookingView }) {
  const { page, choice, slug, step } = view;
  if (
    step.kind === 'services' ||
    step.kind === 'done' ||
    step.kind === 'waitlistDone' ||
    choice.serviceIds.length === 0
  )
    return null;
  return (
    <p className={styles.note}>
      {choiceSummary(page, choice.serviceIds)} · {operatorLabel(page, choice.operatorId)}.{' '}
      <a
        className={styles.link}
        href={`${choiceHref(slug, { serviceIds: choice.serviceIds, operatorId: choice.operatorId })}&${CHOICE_FIELDS.edit}=1`}
      >
        Cambia servizi
      </a>
    </p>
  );
}

function CurrentStep({ view }: { view: BookingView }) {
  const { step } = view;
  switch (step.kind) {
    case 'services':
      return <ServicesStep view={view} step={step} />;
    case 'days':
      return <DaysStep view={view} step={step} />;
    case 'times':
      return <TimesStep view={view} step={step} />;
    case 'details':
      return <DetailsStep view={view} step={step} />;
    case 'code':
      return <CodeStep view={view} step={step} />;
    case 'done':
      return (
        <DoneStep
          step={step}
          policy={depositPolicyText(view.page.cutoffHours, view.page.depositKeepPercent)}
        />
      );
    case 'paying':
      return <PayingStep step={step} />;
    case 'waitlist':
      return <WaitlistStep view={view} step={step} />;
    case 'waitlistCode':
      return <WaitlistCodeStep view={view} step={step} />;
    case 'waitlistDone':
      return <WaitlistDoneStep step={step} />;
  }
}

export function BookingPage({ view }: { view: BookingView }) {
  return (
    <div className={styles.page}>
      <SalonHeader view={view} />
      {/* The island (booking-island.ts) swaps this element's content from step to step. */}
      <main
        className={styles.fieldset}
        data-island="booking"
        tabIndex={-1}
        aria-label="Prenotazione online"
      >
        <Steps current={view.step.kind} />
        <ChoiceSoFar view={view} />
        <CurrentStep view={view} />
      </main>
      <PoweredBy />
    </div>
  );
}
