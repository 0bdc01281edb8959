import { createFileRoute } from '@tanstack/react-router';
import { ReminderPage } from '../features/reminders/ReminderPage.tsx';

/**
 * A reminder's link (issue #19): outside both layouts, so a client without an account and a
 * signed-in owner trying their own salon's link both see it (the guest layout would send the
 * owner to the dashboard). The component is split into its own chunk (autoCodeSplitting).
 */
export const Route = createFileRoute('/promemoria/$token')({
  staticData: { title: 'Il tuo appuntamento', private: true },
  component: ReminderRoute,
});

function ReminderRoute() {
  const { token } = Route.useParams();
  return <ReminderPage token={token} />;
}
