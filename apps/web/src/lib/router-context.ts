import { useRouteContext } from '@tanstack/react-router';
import type { ApiClient } from '@agendina/api';

// Components read the API client and the salon clock from the router context, as loaders do,
// so a screen story (or a test) gives the whole screen its own by creating the router.

/** The app's API client (screen stories pass their own). */
export const useApi = (): ApiClient =>
  useRouteContext({ from: '__root__', select: (context) => context.api });

/** The salon's wall clock (Europe/Rome) as a local ISO string; fixed in screen stories. */
export const useClock = (): (() => string) =>
  useRouteContext({ from: '__root__', select: (context) => context.now });
