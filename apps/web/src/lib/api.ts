import {
  createApiClient,
  createAuth,
  createDeviceTokenStore,
  createSessionStore,
  resolveApiBaseUrl,
} from '@agendina/api';
import type { AccessSubject } from '../auth/access.ts';

/** VITE_API_URL points the app at another API host (README); /api only on the production site. */
export const baseUrl = resolveApiBaseUrl({
  location: window.location,
  apiHost: import.meta.env['VITE_API_URL'],
});

/** The stored session of SPEC.md §3 (localStorage) and the auth runtime around it. */
export const sessionStore = createSessionStore({ storage: window.localStorage });
export const auth = createAuth({ store: sessionStore, baseUrl });
/** This browser's device token per account, kept past logout (issue #32: no lock-out by others). */
export const deviceTokens = createDeviceTokenStore({ storage: window.localStorage });

/**
 * The app's one API client: bearer header, single-flight refresh, Italian errors. Only App.tsx
 * reads it, to put it in the router context; screens take it from there (useApi, loaders).
 */
export const api = createApiClient({ baseUrl, middleware: [auth.middleware] });

export const accessSubject: AccessSubject = {
  ensureFreshSession: async () => {
    await auth.queue.validToken();
  },
  isAuthenticated: () => sessionStore.isAuthenticated(),
  isAdmin: () => sessionStore.isAdmin(),
  digitalCashEnabled: () => {
    const user = sessionStore.getUser();
    return user?.['digitalCashEnabled'] === true || user?.['hasDigitalCashAccess'] === true;
  },
};
