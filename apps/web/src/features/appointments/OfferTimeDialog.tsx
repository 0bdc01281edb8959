// «Proponi un orario» of a waitlisted client (issue #35): a day and a time chosen by the staff;
// the server checks the time is free for the client's services and sends the claim link at once.
// A refusal (not free: 422, no longer waiting: 409) stays in the dialog with what was chosen.
import { useState } from 'react';
import { parseDate, type CalendarDate, type Time } from '@internationalized/date';
import type { components } from '@agendina/api';
import { DatePicker, DialogActions, Modal, Stack, TimeField } from '@agendina/ui';
import { AlertText } from '../../components/AlertText.tsx';
import { waitlistWishText } from './waitlist-text.ts';
import * as styles from './appointments.css.ts';

type Entry = components['schemas']['WaitlistEntry'];

export interface OfferTimeDialogProps {
  /** The entry offered a time; null keeps the dialog closed. */
  entry: Entry | null;
  /** Today in the salon (yyyy-MM-dd): the first day the dialog proposes. */
  today: string;
  onOpenChange: (open: boolean) => void;
  isOffering: boolean;
  /** A refusal of the server, in Italian. */
  error: string | null;
  /** The day (yyyy-MM-dd) and time (HH:mm), and how to close the dialog once sent. */
  onOffer: (offer: { date: string; time: string }, close: () => void) => void;
}

const MISSING = 'Scegli il giorno e l’ora da proporre.';

export function OfferTimeDialog({ entry, ...props }: OfferTimeDialogProps) {
  return (
    <Modal
      isOpen={entry !== null}
      onOpenChange={props.onOpenChange}
      title={entry ? `Proponi un orario a ${entry.clientName}` : 'Proponi un orario'}
    >
      {(close) =>
        entry ? <OfferForm key={entry.id} entry={entry} {...props} close={close} /> : null
      }
    </Modal>
  );
}

const hhmm = (time: Time) =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

function OfferForm({
  entry,
  today,
  isOffering,
  error,
  onOffer,
  close,
}: Omit<OfferTimeDialogProps, 'entry' | 'onOpenChange'> & { entry: Entry; close: () => void }) {
  // The first day the client asked for, unless it has already passed.
  const [date, setDate] = useState<CalendarDate | null>(() =>
    parseDate(entry.fromDate > today ? entry.fromDate : today),
  );
  const [time, setTime] = useState<Time | null>(null);
  const [missing, setMissing] = useState(false);
  const send = () => {
    if (date === null || time === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onOffer({ date: date.toString(), time: hhmm(time) }, close);
  };
  return (
    <Stack space="md">
      <p className={styles.muted}>
        {`${entry.services.join(', ')}: ${waitlistWishText(entry)}. Il cliente riceve subito il link per prenotarlo.`}
      </p>
      <DatePicker label="Giorno" value={date} onChange={setDate} isRequired />
      <TimeField label="Ora" value={time} onChange={setTime} isRequired />
      <AlertText className={styles.error}>{missing ? MISSING : error}</AlertText>
      <DialogActions
        onBack={close}
        label="Proponi l’orario"
        pendingLabel="Invio in corso..."
        isPending={isOffering}
        onPress={send}
      />
    </Stack>
  );
}
