import {
  currentUserQueryOptions,
  type ApiClient,
  type Auth,
  type SessionStore,
} from '@agendina/api';
import type { QueryClient } from '@tanstack/react-query';

/**
 * SPEC.md §4: at start-up, with a valid token the user data is refreshed from GET /users/me;
 * otherwise the auth state is cleared. A failed refresh of the data keeps the session as stored.
 */
export async function refreshSessionAtStartup({
  store,
  auth,
  api,
  queryClient,
}: {
  store: SessionStore;
  auth: Auth;
  api: ApiClient;
  queryClient: QueryClient;
}): Promise<void> {
  const token = await auth.queue.validToken();
  if (!token) {
    store.clearAuth();
    return;
  }
  try {
    const user = await queryClient.fetchQuery(currentUserQueryOptions(api));
    store.setUser({ ...store.getUser(), ...user });
  } catch {
    // Offline or a passing server error: the stored user still describes this session.
  }
}
