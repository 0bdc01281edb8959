// The server-side entry of the sign-in pages (issue #37, decision 0072), built by build-site.ts
// with Vite's SSR build and run once at build time: /login, /signup and /verify-email rendered by
// the app's own router and screens into the app's shell, for the browser to hydrate.
import './build-globals.ts';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApiClient } from '@agendina/api';
import { AppTree } from '../../AppTree.tsx';
import { createAppRouter } from '../../router.ts';

/** The prerendered pages: their path, and the address the build's router opens for it. */
export const AUTH_PAGES = [
  { path: '/login', url: '/login', title: 'Accedi', routeFile: 'src/routes/_guest/login.tsx' },
  // The invitation is checked in the browser, before hydration (routes/_guest/signup.tsx): the
  // build renders the form a valid invitation without a bound e-mail shows.
  {
    path: '/signup',
    url: '/signup?token=prerender',
    title: 'Registrati',
    routeFile: 'src/routes/_guest/signup.tsx',
  },
  {
    path: '/verify-email',
    url: '/verify-email',
    title: 'Verifica e-mail',
    routeFile: 'src/routes/_guest/verify-email.tsx',
  },
] as const;

/** The layout route the three pages share (its guard and its code). */
export const AUTH_LAYOUT_FILE = 'src/routes/_guest.tsx';
export { lightTheme as themeClass } from '@agendina/ui/theme';

export type AuthPagePath = (typeof AUTH_PAGES)[number]['path'];

/** The API at build time: only the invitation check is asked, and it says valid, unbound. */
const buildApi = createApiClient({
  baseUrl: 'http://localhost',
  fetch: async () => Response.json({ valid: true, email: null }),
});

/** The markup of #root for one page, as the app renders it for a visitor with no session. */
export async function renderAuthPage(url: string): Promise<string> {
  const queryClient = new QueryClient();
  const router = createAppRouter({
    queryClient,
    api: buildApi,
    auth: {
      ensureFreshSession: async () => {},
      isAuthenticated: () => false,
      isAdmin: () => false,
      digitalCashEnabled: () => false,
    },
    now: () => '2026-01-01T09:00:00',
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  if (router.state.location.href !== url || leaf?.status !== 'success')
    throw new Error(`Prerender di ${url}: il router è finito su ${router.state.location.href}`);
  return renderToString(<AppTree router={router} queryClient={queryClient} />);
}
