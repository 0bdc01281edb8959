import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ApiClient } from '@agendina/api';
import type { AccessSubject } from '../auth/access.ts';

// Components read the API client and the salon clock from the router context, as loaders do,
// so a screen story (or a test) gives the whole screen its own by creating the router.

/** What every loader and component reads from the router, never from a module singleton. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The app's API client; screen stories pass their own. */
  api: ApiClient;
  auth: AccessSubject;
  /** The salon's wall clock (Europe/Rome) as a local ISO string; fixed in screen stories. */
  now: () => string;
}

/** The app's API client (screen stories pass their own). */
export const useApi = (): ApiClient =>
  useRouteContext({ from: '__root__', select: (context) => context.api });

/** The salon's wall clock (Europe/Rome) as a local ISO string; fixed in screen stories. */
export const useClock = (): (() => string) =>
  useRouteContext({ from: '__root__', select: (context) => context.now });
