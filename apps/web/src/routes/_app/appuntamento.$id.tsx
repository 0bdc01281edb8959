import { createFileRoute } from '@tanstack/react-router';
import { appointmentGroupQueryOptions, appointmentQueryOptions } from '@agendina/api';
import { AppointmentPage } from '../../features/appointments/AppointmentPage.tsx';

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
  component: AppuntamentoRoute,
});

const appointmentIdOf = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

function AppuntamentoRoute() {
  return <AppointmentPage appointmentId={appointmentIdOf(Route.useParams().id)} />;
}
