import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AccessSubject } from './auth/access.ts';

export interface AppRouterOptions {
  queryClient: QueryClient;
  auth: AccessSubject;
  now: () => string;
  /** Browser history in the app; memory history in screen stories. */
  history?: RouterHistory;
}

/** The app's router: the same route tree for the browser and for the screen stories. */
export function createAppRouter({ queryClient, auth, now, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, auth, now },
    defaultPreload: 'intent',
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
