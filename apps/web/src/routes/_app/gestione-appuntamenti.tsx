import { createFileRoute } from '@tanstack/react-router';
import {
  appointmentSearchQueryOptions,
  hairdressersQueryOptions,
  recentAppointmentsQueryOptions,
} from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { emptyPage, ensureListOrEmpty, ensureOrEmpty } from '../../lib/route-data.ts';
import { salonToday } from '../../lib/date-range.ts';
import { filtersOf, searchParamsOf } from '../../features/appointments/appointments-filters.ts';
import { appointmentsSearchOf } from '../../features/appointments/appointments-search.ts';
import { AppointmentsManagementPage } from '../../features/appointments/AppointmentsManagementPage.tsx';

export const Route = createFileRoute('/_app/gestione-appuntamenti')({
  staticData: { title: 'Gestione appuntamenti', private: true },
  validateSearch: appointmentsSearchOf,
  loaderDeps: ({ search: { dal, al, operatore, stato, origine, cerca, pagina } }) => ({
    dal,
    al,
    operatore,
    stato,
    origine,
    cerca,
    pagina,
  }),
  loader: ({ context: { queryClient, api, now }, deps }) => {
    const params = searchParamsOf(
      filtersOf(deps, salonToday(now)),
      deps.cerca ?? '',
      deps.pagina ?? 1,
    );
    return Promise.all([
      params === null
        ? undefined
        : ensureOrEmpty(queryClient, appointmentSearchQueryOptions(api, params), emptyPage),
      ensureListOrEmpty(queryClient, hairdressersQueryOptions(api)),
      ensureListOrEmpty(queryClient, recentAppointmentsQueryOptions(api)),
    ]);
  },
  // The loader reads the week with Temporal: it loads with the page, not in the app's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  component: GestioneAppuntamentiRoute,
  pendingComponent: () => <Spinner aria-label="Caricamento appuntamenti" />,
});

function GestioneAppuntamentiRoute() {
  return <AppointmentsManagementPage search={Route.useSearch()} />;
}
