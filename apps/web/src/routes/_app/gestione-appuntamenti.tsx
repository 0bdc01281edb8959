import { pluralIt } from '@agendina/scheduling';
import { useState } from 'react';
import { useMutation, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  calendarQueryOptions,
  completeExpiredAppointmentsMutation,
  describeError,
  hairdressersQueryOptions,
  recentAppointmentsQueryOptions,
  appointmentsFromCalendar,
  normaliseAppointments,
} from '@agendina/api';
import { Button, ConfirmDialog, MessageDialog, Spinner, Inline, Stack } from '@agendina/ui';
import { useApi, useClock } from '../../lib/router-context.ts';
import { ensureListOrEmpty, ensureOrEmpty } from '../../lib/route-data.ts';
import { AppointmentsFilters } from './-components/AppointmentsFilters.tsx';
import {
  calendarPagesOf,
  emptyCalendar,
  filtersOf,
  rangeProblem,
  salonToday,
  searchOf,
} from './-components/appointments-filters.ts';
import { appointmentsSearchOf } from './-components/appointments-search.ts';
import { RecentBookings } from './-components/RecentBookings.tsx';
import { AppointmentsTable } from '../../features/appointments/AppointmentsTable.tsx';
import * as styles from './-components/appointments-page.css.ts';

export const Route = createFileRoute('/_app/gestione-appuntamenti')({
  staticData: { title: 'Gestione appuntamenti', private: true },
  validateSearch: appointmentsSearchOf,
  // The origin is filtered in the browser: changing it loads nothing.
  loaderDeps: ({ search: { dal, al, operatore, stato } }) => ({ dal, al, operatore, stato }),
  loader: ({ context: { queryClient, api, now }, deps }) => {
    const filters = filtersOf(deps, salonToday(now));
    return Promise.all([
      ...calendarPagesOf(filters).map((page) =>
        ensureOrEmpty(queryClient, calendarQueryOptions(api, page), emptyCalendar(page)),
      ),
      ensureListOrEmpty(queryClient, hairdressersQueryOptions(api)),
      ensureListOrEmpty(queryClient, recentAppointmentsQueryOptions(api)),
    ]);
  },
  // The loader reads the week with Temporal: it loads with the page, not in the app's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  component: GestioneAppuntamentiPage,
  pendingComponent: () => <Spinner aria-label="Caricamento appuntamenti" />,
});

const completedMessage = (n: number) =>
  pluralIt(n, {
    one: '# appuntamento scaduto completato.',
    other: '# appuntamenti scaduti completati.',
  });

/** The appointments list (filters), recent bookings and the bulk completion of expired ones. */
function GestioneAppuntamentiPage() {
  const api = useApi();
  const navigate = useNavigate();
  const today = salonToday(useClock());
  const filters = filtersOf(Route.useSearch(), today);
  const [isConfirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // A range over the API's 62 days comes in several requests, merged here.
  const pages = useSuspenseQueries({
    queries: calendarPagesOf(filters).map((page) => calendarQueryOptions(api, page)),
  });
  const problem = rangeProblem(filters.from, filters.to);
  const operators = useSuspenseQuery(hairdressersQueryOptions(api));
  const recent = useSuspenseQuery(recentAppointmentsQueryOptions(api));
  const completeExpired = useMutation(completeExpiredAppointmentsMutation(api));

  const appointments = pages
    .flatMap((page) => appointmentsFromCalendar(page.data))
    .filter((a) => filters.source === null || a.source === filters.source);

  return (
    <main className={styles.page}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1>Gestione appuntamenti</h1>
        <Button
          variant="secondary"
          isDisabled={completeExpired.isPending}
          onPress={() => setConfirming(true)}
        >
          Completa appuntamenti scaduti
        </Button>
      </Inline>
      <Stack component="section" space="md" aria-labelledby="elenco-appuntamenti">
        <h2 id="elenco-appuntamenti" className={styles.sectionTitle}>
          Appuntamenti
        </h2>
        <AppointmentsFilters
          filters={filters}
          operators={operators.data}
          onChange={(next) =>
            void navigate({
              to: '/gestione-appuntamenti',
              search: searchOf(next, today),
              resetScroll: false,
            })
          }
        />
        {problem === null ? (
          <AppointmentsTable
            label="Appuntamenti"
            appointments={appointments}
            onOpen={(id) => void navigate({ to: '/appuntamento/$id', params: { id: String(id) } })}
          />
        ) : (
          // A hand-edited address with a range the list cannot show: said, not an empty list.
          <p role="alert">{problem}</p>
        )}
      </Stack>
      <Stack component="section" space="md" aria-labelledby="prenotazioni-recenti">
        <h2 id="prenotazioni-recenti" className={styles.sectionTitle}>
          Prenotazioni recenti
        </h2>
        <RecentBookings appointments={normaliseAppointments(recent.data)} />
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Completare gli appuntamenti scaduti?"
        message="Gli appuntamenti prenotati già terminati verranno segnati come completati."
        confirmLabel="Completa"
        onConfirm={() =>
          completeExpired.mutate(undefined, {
            onSuccess: (result) =>
              setOutcome({ ok: true, text: completedMessage(result.updatedCount) }),
            onError: (error) => setOutcome({ ok: false, text: describeError(error).message }),
          })
        }
      />
      <MessageDialog
        type={outcome?.ok === false ? 'error' : 'success'}
        isOpen={outcome !== null}
        onOpenChange={(open) => {
          if (!open) setOutcome(null);
        }}
        message={outcome?.text}
      />
    </main>
  );
}
