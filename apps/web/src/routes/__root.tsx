import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { describeError } from '@agendina/api';
import { FailureDescriptionProvider, RouterProvider as AriaRouterProvider } from '@agendina/ui';
import type { RouterContext } from '../lib/router-context.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title, shown in the tab as "<title> · Agendina". */
    title?: string;
    /** Private pages ask search engines not to index them (SPEC.md §2). */
    private?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/**
 * Links and buttons of the kit (React Aria) navigate through the router, without a reload; its
 * failures are described by the api's catalogue.
 */
function Root() {
  const router = useRouter();
  return (
    // The kit's hrefs are absolute app paths, so the router's history takes them as they are.
    <AriaRouterProvider navigate={(to) => router.history.push(to)}>
      {/* The kit's FailureMessage speaks the api's error catalogue (SPEC.md §8). */}
      <FailureDescriptionProvider describe={describeError}>
        <Outlet />
      </FailureDescriptionProvider>
    </AriaRouterProvider>
  );
}

function NotFound() {
  return (
    <main>
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      {/* The home page is the prerendered site's, outside this app: a full page load. */}
      <a href="/">Torna alla home</a>
    </main>
  );
}
