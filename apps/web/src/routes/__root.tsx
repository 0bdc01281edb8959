import type { QueryClient } from '@tanstack/react-query';
import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { AccessSubject } from '../auth/access.ts';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AccessSubject;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title, shown in the tab as "<title> · Agendina". */
    title?: string;
    /** Private pages ask search engines not to index them (SPEC.md §2). */
    private?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <main>
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      <Link to="/">Torna alla home</Link>
    </main>
  );
}
