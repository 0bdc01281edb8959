import {
  createApiClient,
  healthQueryOptions as healthQuery,
  resolveApiBaseUrl,
} from '@agendina/api';

/** The app's one API client; VITE_API_URL points it at another API host (README). */
export const api = createApiClient({
  baseUrl: resolveApiBaseUrl({
    location: window.location,
    apiHost: import.meta.env['VITE_API_URL'],
  }),
});

export const healthQueryOptions = () => healthQuery(api);
