// The page behind a reminder's link (issue #19), as the client sees it: the visit, "Confermo" or
// "Annullo l'appuntamento" (asked twice: it cannot be undone from here), then the outcome; a
// forged, expired or already answered link says so and what to do (call the salon). When the
// salon takes bookings online it is also the visit's manage link (#34): until the cutoff it
// moves the visit («Sposta l'appuntamento»), and it always hands the visit to a calendar.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { PublicReminder, ReminderLinkProblem, ReminderLinkView } from '@agendina/api';
import { Button, ConfirmDialog, Inline, Stack } from '@agendina/ui';
import { whenLabel } from './visit-format.ts';
import { DepositNote, refundSentence } from './DepositNote.tsx';
import * as styles from './reminder-page.css.ts';

export interface ReminderViewProps {
  view: ReminderLinkView;
  isAnswering: boolean;
  /** The answer was refused (409 answered or changed, 410 expired): said in place of the buttons. */
  answerProblem: ReminderLinkProblem | null;
  /** Any other failure of the answer, in Italian. */
  failure: string | null;
  onAnswer: (answer: 'CONFIRM' | 'CANCEL') => void;
  /** The address of the visit's .ics file. */
  calendarHref: string;
  /** «Sposta l'appuntamento»'s panel (days, times, the move), shown once asked for. */
  renderMove?: (close: () => void) => ReactNode;
  /** Said once the visit has moved: «Appuntamento spostato a …». */
  movedTo?: string | null;
}

const PROBLEM_TITLES: Record<ReminderLinkProblem['kind'], string> = {
  invalid: 'Link non valido',
  expired: 'Link scaduto',
  answered: 'Risposta già registrata',
};

function CallTheSalon({ phone }: { phone: string | null }) {
  return phone ? (
    <p className={styles.muted}>
      Per qualsiasi cambiamento chiama il salone: <a href={`tel:${phone}`}>{phone}</a>
    </p>
  ) : null;
}

function Outcome({ reminder }: { reminder: PublicReminder }) {
  if (reminder.status === 'CONFIRMED')
    return (
      <p role="status" className={styles.outcome}>
        Appuntamento confermato. Ti aspettiamo!
      </p>
    );
  if (reminder.status === 'REQUESTED')
    return (
      <p role="status" className={styles.outcome}>
        Richiesta in attesa di conferma dal salone: riceverai la risposta su WhatsApp o per e-mail.
      </p>
    );
  if (reminder.status === 'CANCELLED')
    return (
      <p role="status" className={styles.outcome}>
        Appuntamento annullato. Se vuoi fissarne un altro, contatta il salone.
      </p>
    );
  return null;
}

/** Until when the visit can change here, or that it no longer can (the salon's cutoff). */
function ChangeWindow({ reminder }: { reminder: PublicReminder }) {
  if (reminder.changeUntil === null || reminder.status === 'CANCELLED') return null;
  if (reminder.canReschedule || reminder.canCancel)
    return (
      <p className={styles.muted}>
        {`Puoi spostarlo o annullarlo da qui fino a ${whenLabel(reminder.changeUntil)}.`}
      </p>
    );
  return (
    <p className={styles.outcome}>
      Non è più possibile spostarlo o annullarlo da qui: chiama il salone.
    </p>
  );
}

function Visit({ reminder }: { reminder: PublicReminder }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.muted}>Quando</dt>
      <dd>{whenLabel(reminder.dateTime)}</dd>
      <dt className={styles.muted}>{reminder.services.length > 1 ? 'Servizi' : 'Servizio'}</dt>
      <dd>{reminder.services.join(', ')}</dd>
      {reminder.operatorName ? (
        <>
          <dt className={styles.muted}>Con</dt>
          <dd>{reminder.operatorName}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function ReminderView({
  view,
  isAnswering,
  answerProblem,
  failure,
  onAnswer,
  calendarHref,
  renderMove,
  movedTo = null,
}: ReminderViewProps) {
  const [isAsking, setAsking] = useState(false);
  const [isMoving, setMoving] = useState(false);
  if (!view.ok)
    return (
      <Stack space="md">
        <h1 className={styles.title}>{PROBLEM_TITLES[view.problem.kind]}</h1>
        <p>{view.problem.message}</p>
      </Stack>
    );
  const reminder = view.reminder;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <p className={styles.muted}>Promemoria di {reminder.salonName}</p>
        <h1 className={styles.title}>Il tuo appuntamento</h1>
      </Stack>
      <Visit reminder={reminder} />
      {movedTo ? (
        <p role="status" className={styles.outcome}>
          {`Appuntamento spostato a ${whenLabel(movedTo)}.`}
        </p>
      ) : null}
      <Outcome reminder={reminder} />
      {answerProblem ? (
        <p role="alert" className={styles.outcome}>
          {answerProblem.message}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.outcome}>
          {failure}
        </p>
      ) : null}
      {(reminder.canAnswer || reminder.canReschedule) && !answerProblem ? (
        <Inline space="sm">
          {reminder.canAnswer ? (
            <Button onPress={() => onAnswer('CONFIRM')} isDisabled={isAnswering}>
              Confermo
            </Button>
          ) : null}
          {reminder.canReschedule && renderMove && !isMoving ? (
            <Button variant="secondary" onPress={() => setMoving(true)}>
              Sposta l'appuntamento
            </Button>
          ) : null}
          {reminder.canCancel ? (
            <Button variant="secondary" onPress={() => setAsking(true)} isDisabled={isAnswering}>
              Annullo l'appuntamento
            </Button>
          ) : null}
        </Inline>
      ) : null}
      <DepositNote reminder={reminder} />
      {isMoving && reminder.canReschedule && renderMove ? renderMove(() => setMoving(false)) : null}
      <ChangeWindow reminder={reminder} />
      {reminder.status !== 'CANCELLED' ? (
        <p>
          <a href={calendarHref} download="appuntamento.ics">
            Aggiungi al calendario
          </a>
        </p>
      ) : null}
      <CallTheSalon phone={reminder.salonPhone} />
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Annullare l'appuntamento?"
        message={`L'orario tornerà libero per altri clienti. Per un nuovo appuntamento dovrai contattare il salone.${reminder.deposit ? ` ${refundSentence(reminder.deposit)}` : ''}`}
        confirmLabel="Sì, annulla"
        cancelLabel="No, lo tengo"
        isDestructive
        onConfirm={() => onAnswer('CANCEL')}
      />
    </Stack>
  );
}
