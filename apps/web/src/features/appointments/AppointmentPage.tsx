import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MessageDialog } from '@agendina/ui';
import { AppointmentPageDetails, useAppointmentActions } from './index.ts';
import * as styles from './appointments-page.css.ts';

/**
 * The appointment page: the whole group, status actions, notes, origin and creation date, and
 * what the calendar's dialog offers (edit in the wizard, «Sposta»).
 */
export function AppointmentPage({ appointmentId }: { appointmentId: number | null }) {
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<string | null>(null);
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
