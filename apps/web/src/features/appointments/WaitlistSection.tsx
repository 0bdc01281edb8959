// /gestione-appuntamenti › «Lista d’attesa» (issue #35, MODULES.md «Lista d'attesa»): the clients
// waiting for a time, in line order, then the latest others. The staff offer a time by hand
// («Proponi un orario») or take a client off («Togli dalla lista»); freed times are offered by
// the server on its own.
import { Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  describeError,
  offerWaitlistTimeMutation,
  removeWaitlistEntryMutation,
  waitlistQueryOptions,
  type components,
} from '@agendina/api';
import { Stack } from '@agendina/ui';
import { ConfirmDialog } from '../../lib/dialogs-after-paint.ts';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { useApi, useClock } from '../../lib/router-context.ts';
import { salonToday } from '../../lib/date-range.ts';
import { WaitlistEntryItem } from './WaitlistEntryItem.tsx';
import * as styles from './appointments-page.css.ts';

// The offer's date and time fields load after the list; the dialog is mounted closed at once.
const [OfferTimeDialog] = afterFirstPaint(() =>
  import('./OfferTimeDialog.tsx').then((module) => module.OfferTimeDialog),
);

type Entry = components['schemas']['WaitlistEntry'];

export function WaitlistSection() {
  const api = useApi();
  const today = salonToday(useClock()).toString();
  const line = useQuery(waitlistQueryOptions(api));
  const offer = useMutation(offerWaitlistTimeMutation(api));
  const remove = useMutation(removeWaitlistEntryMutation(api));
  const [offering, setOffering] = useState<Entry | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const entries = line.data ?? [];
  return (
    <Stack component="section" space="md" aria-labelledby="lista-attesa">
      <h2 id="lista-attesa" className={styles.sectionTitle}>
        Lista d’attesa
      </h2>
      <p className={styles.muted}>
        Clienti che non hanno trovato un orario sulla pagina di prenotazione. Quando un orario
        adatto si libera, ricevono in ordine un link per prenotarlo.
      </p>
      {done ? <p role="status">{done}</p> : null}
      {remove.isError ? <p role="alert">{describeError(remove.error).message}</p> : null}
      {line.isError ? <p role="alert">{describeError(line.error).message}</p> : null}
      {line.isPending ? <p className={styles.muted}>Caricamento della lista d’attesa...</p> : null}
      {line.isSuccess && entries.length === 0 ? (
        <p className={styles.muted}>
          Nessun cliente in lista d’attesa. La lista si attiva in Salone › Prenotazioni online.
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className={styles.recent} aria-label="Lista d’attesa">
          {entries.map((entry) => (
            <WaitlistEntryItem
              key={entry.id}
              entry={entry}
              isBusy={remove.isPending}
              onOffer={() => {
                offer.reset();
                setOffering(entry);
              }}
              onRemove={() => {
                remove.reset();
                setRemoving(entry);
              }}
            />
          ))}
        </ul>
      ) : null}
      <Suspense fallback={null}>
        <OfferTimeDialog
          entry={offering}
          today={today}
          onOpenChange={(open) => {
            if (!open) setOffering(null);
          }}
          isOffering={offer.isPending}
          error={offer.isError ? describeError(offer.error).message : null}
          onOffer={(time, close) => {
            if (!offering) return;
            const name = offering.clientName;
            offer.mutate(
              { id: offering.id, ...time },
              {
                onSuccess: () => {
                  setDone(`Orario proposto a ${name}: il link per prenotarlo è stato inviato.`);
                  close();
                },
              },
            );
          }}
        />
      </Suspense>
      <Suspense fallback={null}>
        <ConfirmDialog
          isOpen={removing !== null}
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={`Togliere ${removing?.clientName ?? ''} dalla lista d’attesa?`}
          message="Non riceverà più proposte di orario; un link già inviato non vale più."
          confirmLabel="Togli dalla lista"
          isDestructive
          onConfirm={() => {
            if (!removing) return;
            const name = removing.clientName;
            remove.mutate(removing.id, {
              onSuccess: () => setDone(`${name} è stato tolto dalla lista d’attesa.`),
            });
          }}
        />
      </Suspense>
    </Stack>
  );
}
