import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { appointmentQueryOptions } from '@agendina/api';
import { MessageDialog } from '@agendina/ui';
import {
  AppointmentDetailsContent,
  useAppointmentDetails,
} from '../../features/appointments/index.ts';
import * as styles from './-components/appointments-page.css.ts';

export const Route = createFileRoute('/_app/appuntamento/$id')({
  staticData: { title: 'Appuntamento', private: true },
  // The details show their own loading and failure states (a group that fails falls back to
  // the single appointment): started here, read by useAppointmentDetails.
  loader: ({ context, params }) => {
    const id = appointmentIdOf(params.id);
    if (id !== null)
      void context.queryClient.prefetchQuery(appointmentQueryOptions(context.api, id));
  },
  // Split with the page: its query modules stay out of the app's entry (/login's budget).
  codeSplitGroupings: [['loader', 'component']],
  component: AppuntamentoPage,
});

const appointmentIdOf = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/** The appointment page: the whole group, status actions, notes, origin and creation date. */
function AppuntamentoPage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<string | null>(null);
  const appointmentId = appointmentIdOf(id);
  const details = useAppointmentDetails(appointmentId, { onDeleted: setDeleted });
  return (
    <main className={styles.page}>
      <h1>Appuntamento</h1>
      {appointmentId === null ? (
        <p role="alert">Appuntamento non trovato.</p>
      ) : deleted === null ? (
        <AppointmentDetailsContent details={details} />
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
