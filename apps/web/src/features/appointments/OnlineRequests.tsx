// «Richieste da confermare» in /gestione-appuntamenti (issue #34): the online bookings of a salon
// that confirms each one, holding their time until the staff answer. «Accetta» books the visit,
// «Rifiuta» frees its time with an optional message; the server tells the client either way.
// Nothing is shown while there is no request.
import { Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  acceptAppointmentRequestMutation,
  appointmentSearchQueryOptions,
  declineAppointmentRequestMutation,
  describeError,
  onlineRequestsParams,
} from '@agendina/api';
import { formatDateTimeIt, type NormalisedAppointment } from '@agendina/scheduling';
import { Button, Inline, Stack, StatusBadge } from '@agendina/ui';
import { Link } from '@tanstack/react-router';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { useApi, useClock } from '../../lib/router-context.ts';
import { salonToday } from '../../lib/date-range.ts';
import * as styles from './appointments-page.css.ts';

// The refusal's message field loads after the list; the dialog is mounted closed at once.
const [DeclineRequestDialog] = afterFirstPaint(() =>
  import('./DeclineRequestDialog.tsx').then((module) => module.DeclineRequestDialog),
);

/** How far ahead requests are listed: the longest booking horizon. */
const AHEAD_DAYS = 180;

/** One line per visit: a group's members share it, their services joined. */
function visitsOf(rows: readonly NormalisedAppointment[]) {
  const visits = new Map<string, { first: NormalisedAppointment; services: string[] }>();
  for (const row of rows) {
    const key = row.groupId ?? `a:${String(row.id)}`;
    const visit = visits.get(key);
    if (visit) visit.services.push(row.service);
    else visits.set(key, { first: row, services: [row.service] });
  }
  return [...visits.values()];
}

export function OnlineRequests() {
  const api = useApi();
  const today = salonToday(useClock());
  const params = onlineRequestsParams(today.toString(), today.add({ days: AHEAD_DAYS }).toString());
  const requests = useQuery(appointmentSearchQueryOptions(api, params));
  const accept = useMutation(acceptAppointmentRequestMutation(api));
  const decline = useMutation(declineAppointmentRequestMutation(api));
  const [declining, setDeclining] = useState<NormalisedAppointment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const visits = visitsOf(requests.data?.content ?? []);
  const failure = accept.isError ? describeError(accept.error).message : null;
  if (visits.length === 0 && done === null) return null;
  return (
    <Stack component="section" space="md" aria-labelledby="richieste-online">
      <h2 id="richieste-online" className={styles.sectionTitle}>
        Richieste da confermare
      </h2>
      <p className={styles.muted}>
        Prenotazioni online in attesa della tua risposta: l’orario resta tenuto finché non rispondi.
        Il cliente riceve la risposta su WhatsApp o per e-mail.
      </p>
      {done ? <p role="status">{done}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {visits.length > 0 ? (
        <ul className={styles.recent} aria-label="Richieste da confermare">
          {visits.map(({ first, services }) => (
            <li key={String(first.id)} className={styles.recentItem}>
              <StatusBadge status={first.status} />
              <Link to="/appuntamento/$id" params={{ id: String(first.id) }}>
                {`${first.clientName} · ${services.join(', ')}`}
              </Link>
              <span className={styles.muted}>{formatDateTimeIt(first.start)}</span>
              <Inline space="sm">
                <Button
                  isDisabled={accept.isPending}
                  aria-label={`Accetta la richiesta di ${first.clientName}`}
                  onPress={() =>
                    accept.mutate(Number(first.id), {
                      onSuccess: () =>
                        setDone(
                          `Richiesta di ${first.clientName} accettata: il cliente è avvisato.`,
                        ),
                    })
                  }
                >
                  Accetta
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Rifiuta la richiesta di ${first.clientName}`}
                  onPress={() => {
                    decline.reset();
                    setDeclining(first);
                  }}
                >
                  Rifiuta
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
      <Suspense fallback={null}>
        <DeclineRequestDialog
          // A new dialog for each request: the message typed for another one does not stay.
          key={declining === null ? 'none' : String(declining.id)}
          isOpen={declining !== null}
          onOpenChange={(open) => {
            if (!open) setDeclining(null);
          }}
          isDeclining={decline.isPending}
          error={decline.isError ? describeError(decline.error).message : null}
          onDecline={(note, close) => {
            if (!declining) return;
            const name = declining.clientName;
            decline.mutate(
              { id: Number(declining.id), note },
              {
                onSuccess: () => {
                  setDone(`Richiesta di ${name} rifiutata: il cliente è avvisato.`);
                  close();
                },
              },
            );
          }}
        />
      </Suspense>
    </Stack>
  );
}
