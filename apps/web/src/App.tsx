import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from '@agendina/api';
import { lightTheme } from '@agendina/ui';
import { AppTree } from './AppTree.tsx';
import { createAppRouter } from './router.ts';
import { accessSubject, api, auth, sessionStore } from './lib/api.ts';
import { refreshSessionAtStartup } from './auth/startup.ts';
import { alertsBeforeLogin } from './auth/session-end.ts';
import { salonNowIso } from './lib/clock.ts';
import { afterNavigation } from './navigation/after-navigation.ts';
import { pageView } from './navigation/analytics.ts';

// The theme's variables live on <html>, so body, portals and overlays all see them.
document.documentElement.classList.add(lightTheme);

// A network failure or a 5xx is retried; a 4xx fails at once with the catalogue's message.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery } },
});

const router = createAppRouter({
  queryClient,
  api,
  auth: accessSubject,
  now: () => salonNowIso(),
});

router.subscribe('onResolved', ({ toLocation, pathChanged, hashChanged }) => {
  // Only a new page is a route change (SPEC.md §2): filters, a calendar view or a search kept
  // in the address change the search alone, and must not scroll the page or count a page view.
  if (!pathChanged && !hashChanged) return;
  const leaf = router.state.matches.at(-1);
  const isPrivate = router.state.matches.some((match) => match.staticData.private === true);
  afterNavigation(
    {
      pathname: toLocation.pathname,
      hash: toLocation.hash,
      title: leaf?.staticData.title,
      isPrivate,
    },
    {
      document,
      scrollTo: (options) => window.scrollTo(options),
      prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      pageView,
    },
  );
});

// Refresh failure, a blacklisted token or a 403: local auth is already cleared; go to /login.
// On /subscription an expired session is said first (SPEC.md §8): its alert goes to /login.
auth.events.subscribe((event) => {
  if (alertsBeforeLogin(event, router.state.location.pathname)) return;
  queryClient.clear();
  void router.navigate({ to: '/login', replace: true });
});

/** Runs once before the first render: refreshes the session's user data or clears it. */
export const startApp = () =>
  refreshSessionAtStartup({ store: sessionStore, auth, api, queryClient });

/**
 * Resolves the address's route (guard, loader, code) and says where the router landed: a
 * prerendered page is hydrated only if the router renders that very page (decision 0072).
 */
export const loadFirstRoute = async (): Promise<string> => {
  await router.load();
  return router.state.location.pathname;
};

export function App() {
  return <AppTree router={router} queryClient={queryClient} />;
}
