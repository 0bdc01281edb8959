// The page behind a reminder's link (issue #19), as the client sees it: the visit, "Confermo" or
// "Annullo l'appuntamento" (asked twice: it cannot be undone from here), then the outcome; a
// forged, expired or already answered link says so and what to do (call the salon).
import { useState } from 'react';
import type { PublicReminder, ReminderLinkProblem, ReminderLinkView } from '@agendina/api';
import { formatDateTimeIt, formatWeekdayIt } from '@agendina/scheduling';
import { Button, ConfirmDialog, Inline, Stack } from '@agendina/ui';
import * as styles from './reminder-page.css.ts';

export interface ReminderViewProps {
  view: ReminderLinkView;
  isAnswering: boolean;
  /** The answer was refused (409 answered or changed, 410 expired): said in place of the buttons. */
  answerProblem: ReminderLinkProblem | null;
  /** Any other failure of the answer, in Italian. */
  failure: string | null;
  onAnswer: (answer: 'CONFIRM' | 'CANCEL') => void;
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
  if (reminder.status === 'CANCELLED')
    return (
      <p role="status" className={styles.outcome}>
        Appuntamento annullato. Se vuoi fissarne un altro, contatta il salone.
      </p>
    );
  return null;
}

function Visit({ reminder }: { reminder: PublicReminder }) {
  const weekday = formatWeekdayIt(reminder.dateTime).toLowerCase();
  const [date, time] = formatDateTimeIt(reminder.dateTime).split(' ');
  return (
    <dl className={styles.facts}>
      <dt className={styles.muted}>Quando</dt>
      <dd>{`${weekday} ${date ?? ''} alle ${time ?? ''}`}</dd>
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
}: ReminderViewProps) {
  const [isAsking, setAsking] = useState(false);
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
      {reminder.canAnswer && !answerProblem ? (
        <Inline space="sm">
          <Button onPress={() => onAnswer('CONFIRM')} isDisabled={isAnswering}>
            Confermo
          </Button>
          <Button variant="secondary" onPress={() => setAsking(true)} isDisabled={isAnswering}>
            Annullo l'appuntamento
          </Button>
        </Inline>
      ) : null}
      <CallTheSalon phone={reminder.salonPhone} />
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Annullare l'appuntamento?"
        message="L'orario tornerà libero per altri clienti. Per un nuovo appuntamento dovrai contattare il salone."
        confirmLabel="Sì, annulla"
        cancelLabel="No, lo tengo"
        isDestructive
        onConfirm={() => onAnswer('CANCEL')}
      />
    </Stack>
  );
}
