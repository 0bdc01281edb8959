import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components';
import { lightTheme } from '@agendina/ui';
import { routeTree } from './routeTree.gen.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

export function App() {
  return (
    <I18nProvider locale="it-IT">
      <QueryClientProvider client={queryClient}>
        <div className={lightTheme}>
          <RouterProvider router={router} />
        </div>
      </QueryClientProvider>
    </I18nProvider>
  );
}
