import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { appointmentGroupQueryOptions, appointmentQueryOptions } from '@agendina/api';
import { MessageDialog } from '@agendina/ui';
import {
  AppointmentPageDetails,
  useAppointmentActions,
} from '../../features/appointments/index.ts';
import * as styles from './-components/appointments-page.css.ts';

export const Route = createFileRoute('/_app/appuntamento/$id')({
  staticData: { title: 'Appuntamento', private: true },
  // Started here, not awaited (TanStack Router's deferred loading): the details read it with
  // useSuspenseQuery in their own boundary, so the loading text and a failure stay in place
  // (and a group that fails falls back to the single appointment).
  loader: ({ context, params }) => {
    const id = appointmentIdOf(params.id);
    if (id === null) return;
    const { queryClient, api } = context;
    // Its group as soon as the appointment names it; a failure is the details' to show.
    void queryClient.fetchQuery(appointmentQueryOptions(api, id)).then(
      (appointment) =>
        appointment.appointmentGroupId
          ? queryClient.prefetchQuery(
              appointmentGroupQueryOptions(api, appointment.appointmentGroupId),
            )
          : undefined,
      () => undefined,
    );
  },
  // Split with the page: its query modules stay out of the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component']],
  component: AppuntamentoPage,
});

const appointmentIdOf = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/**
 * The appointment page: the whole group, status actions, notes, origin and creation date, and
 * what the calendar's dialog offers (edit in the wizard, «Sposta»).
 */
function AppuntamentoPage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<string | null>(null);
  const appointmentId = appointmentIdOf(id);
  const actions = useAppointmentActions({ onDeleted: setDeleted });
  return (
    <main className={styles.page}>
      <h1>Appuntamento</h1>
      {appointmentId === null ? (
        <p role="alert">Appuntamento non trovato.</p>
      ) : deleted === null ? (
        <AppointmentPageDetails appointmentId={appointmentId} actions={actions} />
      ) : null}
      <MessageDialog
        type="success"
        isOpen={deleted !== null}
        onOpenChange={(open) => {
          if (!open) void navigate({ to: '/gestione-appuntamenti' });
        }}
        message={deleted}
      />
    </main>
  );
}
