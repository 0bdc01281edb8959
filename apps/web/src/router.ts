import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { RouterContext } from './lib/router-context.ts';

export interface AppRouterOptions extends RouterContext {
  /** Browser history in the app; memory history in screen stories. */
  history?: RouterHistory;
}

/** The app's router: the same route tree for the browser and for the screen stories. */
export function createAppRouter({ history, ...context }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
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
