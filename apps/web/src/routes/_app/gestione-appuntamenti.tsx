import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Temporal } from 'temporal-polyfill';
import {
  calendarQueryOptions,
  completeExpiredAppointmentsMutation,
  describeError,
  hairdressersQueryOptions,
  recentAppointmentsQueryOptions,
  appointmentsFromCalendar,
  normaliseAppointments,
} from '@agendina/api';
import { calendarRange } from '@agendina/scheduling';
import { Button, ConfirmDialog, MessageDialog, Spinner, Inline, Stack } from '@agendina/ui';
import { api } from '../../lib/api.ts';
import {
  AppointmentsFilters,
  type AppointmentFilters,
} from './-components/AppointmentsFilters.tsx';
import { RecentBookings } from './-components/RecentBookings.tsx';
import { AppointmentsTable } from '../../features/appointments/AppointmentsTable.tsx';
import * as styles from './-components/appointments-page.css.ts';

export const Route = createFileRoute('/_app/gestione-appuntamenti')({
  staticData: { title: 'Gestione appuntamenti', private: true },
  component: GestioneAppuntamentiPage,
});

const completedMessage = (n: number) =>
  n === 1 ? '1 appuntamento scaduto completato.' : `${n} appuntamenti scaduti completati.`;

/** The appointments list (filters), recent bookings and the bulk completion of expired ones. */
function GestioneAppuntamentiPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<AppointmentFilters>(() => ({
    ...calendarRange('week', Temporal.Now.plainDateISO()),
    operatorId: null,
    status: null,
    source: null,
  }));
  const [isConfirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const calendar = useQuery(
    calendarQueryOptions(api, {
      from: filters.from,
      to: filters.to,
      hairdresserId: filters.operatorId,
      status: filters.status,
    }),
  );
  const operators = useQuery(hairdressersQueryOptions(api));
  const recent = useQuery(recentAppointmentsQueryOptions(api));
  const completeExpired = useMutation(completeExpiredAppointmentsMutation(api));

  const appointments = calendar.data
    ? appointmentsFromCalendar(calendar.data).filter(
        (a) => filters.source === null || a.source === filters.source,
      )
    : [];

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
          operators={operators.data ?? []}
          onChange={setFilters}
        />
        {calendar.isPending ? (
          <Spinner aria-label="Caricamento appuntamenti" />
        ) : (
          <AppointmentsTable
            label="Appuntamenti"
            appointments={appointments}
            onOpen={(id) => void navigate({ to: '/appuntamento/$id', params: { id: String(id) } })}
          />
        )}
      </Stack>
      <Stack component="section" space="md" aria-labelledby="prenotazioni-recenti">
        <h2 id="prenotazioni-recenti" className={styles.sectionTitle}>
          Prenotazioni recenti
        </h2>
        <RecentBookings appointments={normaliseAppointments(recent.data ?? [])} />
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
