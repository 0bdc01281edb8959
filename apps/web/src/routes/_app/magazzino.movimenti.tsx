import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { stockMovementsQueryOptions } from '@agendina/api';
import { MovementsPage } from '../../features/warehouse/movements/MovementsPage.tsx';
import {
  movementFiltersOf,
  movementListParamsOf,
  movementsSearchFor,
  movementsSearchOf,
} from '../../features/warehouse/movements/movements-search.ts';
import { useClock } from '../../lib/router-context.ts';
import { salonToday } from '../../lib/date-range.ts';

/** The period shown unless told: the last 30 days up to today (salon time). */
const periodOf = (now: () => string) => {
  const today = salonToday(now);
  return { from: today.subtract({ days: 30 }).toString(), today: today.toString() };
};

export const Route = createFileRoute('/_app/magazzino/movimenti')({
  staticData: { title: 'Movimenti di magazzino', private: true },
  validateSearch: movementsSearchOf,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the ledger shows its own loading and failure under its boundary.
  loader: ({ context: { queryClient, api, now }, deps }) => {
    const { from, today } = periodOf(now);
    void queryClient.prefetchQuery(
      stockMovementsQueryOptions(api, movementListParamsOf(movementFiltersOf(deps, from, today))),
    );
  },
  // The loader reads today with Temporal: it loads with the page, not in the app's entry.
  codeSplitGroupings: [['loader', 'component']],
  component: MovimentiDiMagazzinoPage,
});

function MovimentiDiMagazzinoPage() {
  const navigate = useNavigate();
  const { from, today } = periodOf(useClock());
  return (
    <MovementsPage
      filters={movementFiltersOf(Route.useSearch(), from, today)}
      onChange={(next) =>
        void navigate({
          to: '/magazzino/movimenti',
          search: movementsSearchFor(next, from, today),
          resetScroll: false,
        })
      }
    />
  );
}
