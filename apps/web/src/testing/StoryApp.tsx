import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createApiClient } from '@agendina/api';
import { createAppRouter } from '../router.ts';
import { auth as sessionAuth, baseUrl, sessionStore } from '../lib/api.ts';
import type { AccessSubject } from '../auth/access.ts';

export interface StoryUser {
  role?: 'ADMIN' | 'USER';
  digitalCashEnabled?: boolean;
  businessType?: 'PARRUCCHIERE' | 'ESTETISTA' | 'MASSAGGIATORE';
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A well-formed token that expires in an hour: the store accepts it as a real session. */
export function storyToken(email = 'giulia@salone-demo.it'): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '1', email, exp })}.firma`;
}

/** Signs the story in as a user of the given kind, through the app's real session store. */
export function signInForStory(user: StoryUser = {}): void {
  sessionStore.saveSession({
    token: storyToken(),
    refreshToken: storyToken(),
    user: {
      id: 1,
      email: 'giulia@salone-demo.it',
      name: 'Giulia Rossi',
      role: user.role ?? 'USER',
      businessType: user.businessType ?? 'PARRUCCHIERE',
      digitalCashEnabled: user.digitalCashEnabled ?? false,
    },
  });
}

export function signOutForStory(): void {
  sessionStore.logout();
}

/** Thursday 19 November 2026, 10:30 in the salon: the day every screen story shows. */
export const storyNow = '2026-11-19T10:30';

/** The stories' own API client: the app's session and base URL, answered by MSW handlers. */
export const createStoryApi = () =>
  createApiClient({ baseUrl, middleware: [sessionAuth.middleware] });

/**
 * A whole screen of the app at `path`, with the real route tree, guards and session store, in
 * memory history; network answers come from the story's MSW handlers.
 */
export function StoryApp({
  path,
  auth,
  now = storyNow,
}: {
  path: string;
  auth: AccessSubject;
  now?: string;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [router] = useState(() =>
    createAppRouter({
      queryClient,
      api: createStoryApi(),
      auth,
      now: () => now,
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
