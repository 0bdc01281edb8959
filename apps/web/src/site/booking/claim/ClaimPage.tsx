// The waitlist's claim link /lista-attesa/{token} (issue #35, MODULES.md «Lista d'attesa»): the
// time that freed up for the client, «Prenota questo orario» while it can be claimed, or why it
// no longer can. Rendered on the server like the booking page, with its styles and its island.
import { WAITLIST_MESSAGES, formatEuro } from '@agendina/scheduling';
import * as styles from '../BookingPage.css.ts';
import { PoweredBy } from '../PoweredBy.tsx';
import { StepAlert } from '../StepAlert.tsx';
import { DoneStep, PayingStep } from '../BookingDetailsSteps.tsx';
import { instantWhen, localWhen } from './claim-format.ts';
import type { WaitlistOffer } from '@agendina/api';
import { claimSalonName, type ClaimStep, type ClaimView } from './claim-view.ts';

const HEADINGS: Record<WaitlistOffer['state'], string> = {
  OPEN: 'Si è liberato un orario per te',
  TAKEN: 'Orario non più disponibile',
  EXPIRED: 'Link scaduto',
  CLAIMED: 'Orario già prenotato',
};

/** Why an offer can no longer be claimed, in the waitlist's own words. */
const CLOSED: Record<Exclude<WaitlistOffer['state'], 'OPEN'>, string> = {
  TAKEN: WAITLIST_MESSAGES.taken,
  EXPIRED: WAITLIST_MESSAGES.expired,
  CLAIMED: 'Hai già prenotato questo orario: il link per gestirlo è nel messaggio di conferma.',
};

function OfferStep({
  token,
  offer,
  step,
}: {
  token: string;
  offer: WaitlistOffer;
  step: Extract<ClaimStep, { kind: 'offer' }>;
}) {
  const open = offer.state === 'OPEN';
  return (
    <form method="post" action={`/lista-attesa/${token}`} className={styles.panel} noValidate>
      <h2 className={styles.heading}>{HEADINGS[offer.state]}</h2>
      <StepAlert message={step.notice} />
      <dl className={styles.summary}>
        <dt>Quando</dt>
        <dd>{localWhen(offer.dateTime)}</dd>
        <dt>{offer.services.length > 1 ? 'Servizi' : 'Servizio'}</dt>
        <dd>{offer.services.join(', ')}</dd>
        <dt>Con</dt>
        <dd>{offer.operatorName}</dd>
        <dt>Dove</dt>
        <dd>{offer.salonName}</dd>
      </dl>
      {open ? (
        <>
          <p className={styles.muted}>
            Puoi prenotarlo fino a {instantWhen(offer.expiresAt)}: l’orario va a chi lo prenota per
            primo.
          </p>
          {offer.depositCents ? (
            <p className={styles.note}>
              Per prenotarlo il salone chiede un acconto di {formatEuro(offer.depositCents)}, da
              pagare online subito dopo.
            </p>
          ) : null}
          <button type="submit" className={styles.submit}>
            Prenota questo orario
          </button>
        </>
      ) : (
        <>
          {/* The notice already says it when a claim was just refused. */}
          {step.notice || offer.state === 'OPEN' ? null : (
            <p className={styles.note} role="status">
              {CLOSED[offer.state]}
            </p>
          )}
          <a className={styles.link} href={`/prenota/${offer.slug}`}>
            Scegli un altro orario
          </a>
        </>
      )}
    </form>
  );
}

function CurrentStep({ view }: { view: ClaimView }) {
  const { step, offer } = view;
  switch (step.kind) {
    case 'offer':
      return offer ? <OfferStep token={view.token} offer={offer} step={step} /> : null;
    case 'done':
      return <DoneStep step={step} policy={step.policy} />;
    case 'paying':
      return <PayingStep step={step} />;
    case 'invalid':
      return (
        <section className={styles.panel} aria-labelledby="link-title">
          <h2 id="link-title" className={styles.heading}>
            Link non valido
          </h2>
          <p>{step.message}</p>
        </section>
      );
  }
}

export function ClaimPage({ view }: { view: ClaimView }) {
  return (
    <div className={styles.page}>
      <header className={styles.fieldset}>
        <p className={styles.muted}>Lista d’attesa</p>
        <h1 className={styles.salonName}>{claimSalonName(view) ?? 'Agendina'}</h1>
      </header>
      {/* The booking page's island (booking-island.ts) swaps this element's content. */}
      <main className={styles.fieldset} data-island="booking" tabIndex={-1}>
        <CurrentStep view={view} />
      </main>
      <PoweredBy />
    </div>
  );
}
