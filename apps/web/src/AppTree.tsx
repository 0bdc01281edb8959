import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@agendina/ui';
import type { AppRouter } from './router.ts';

/**
 * The app's React tree around its router. The browser renders it and the build prerenders the
 * sign-in pages with it (site/auth-pages): React Aria's ids come from the tree's shape, so both
 * must be this very tree for the browser to hydrate the build's HTML (decision 0072).
 */
export function AppTree({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <I18nProvider locale="it-IT">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
