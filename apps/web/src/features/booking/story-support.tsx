import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  useLocation,
} from '@tanstack/react-router';
import type { Schemas } from '../../testing/api-mocks.ts';
import { createStoryApi, storyNow } from '../../testing/StoryApp.tsx';

export { fixtureAppointment } from '../../testing/fixtures/appointment.ts';

/**
 * Stories of containers (they use TanStack Query and navigate): a fresh QueryClient and a
 * one-route router whose other paths print where navigation went ('Pagina /cliente/77').
 */
export function StoryHarness({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        component: () => (
          <>
            {children}
            <Outlet />
          </>
        ),
        notFoundComponent: WhereAmI,
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      // What the containers read through useApi and useClock.
      context: { api: createStoryApi(), now: () => storyNow },
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

function WhereAmI() {
  const location = useLocation();
  const search = location.searchStr;
  return <p>{`Pagina ${location.pathname}${search}`}</p>;
}

const created = '2026-03-01T09:00:00Z';

export const fixtureClients: Schemas['Client'][] = [
  {
    id: 1,
    name: 'Maria Rossi',
    phoneNumber: '+393471234567',
    email: 'maria@example.it',
    notes: null,
    createdAt: created,
  },
  {
    id: 2,
    name: 'Marco Bianchi',
    phoneNumber: '+393339876543',
    email: null,
    notes: null,
    createdAt: created,
  },
  {
    id: 3,
    name: 'Anna Verdi',
    phoneNumber: null,
    email: 'anna.verdi@example.it',
    notes: null,
    createdAt: created,
  },
];

const service = (
  id: number,
  name: string,
  category: Schemas['ServiceCategory'],
  minutes: number,
  priority: number,
  active = true,
): Schemas['Service'] => ({
  id,
  name,
  category,
  durationMin: minutes,
  durationMinutes: minutes,
  priority,
  active,
  price: 3000,
  description: null,
});

export const fixtureServices: Schemas['Service'][] = [
  service(12, 'Taglio donna', 'TAGLIO', 45, 2),
  service(11, 'Colore', 'COLORE', 60, 1),
  service(13, 'Piega', 'PIEGA', 30, 3),
  service(14, 'Permanente (sospesa)', 'TRATTAMENTO', 90, 4, false),
];

const offers = (ids: number[]): Schemas['HairdresserService'][] =>
  ids.map((id) => {
    const s = fixtureServices.find((x) => x.id === id) as Schemas['Service'];
    return { id, name: s.name, duration: s.durationMinutes, price: s.price, isActive: true };
  });

const operator = (
  id: number,
  name: string,
  colorCode: string,
  serviceIds: number[],
): Schemas['Hairdresser'] => ({
  id,
  name,
  colorCode,
  role: 'HAIRDRESSER',
  active: true,
  services: offers(serviceIds),
  timeOff: [],
  workingHours: null,
});

export const fixtureOperators: Schemas['Hairdresser'][] = [
  operator(1, 'Giulia', '#E57373', [11, 12, 13]),
  operator(2, 'Marco', '#4FC3F7', [12, 13]),
];
