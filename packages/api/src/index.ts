export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from './client/create-api-client.ts';
export {
  resolveApiBaseUrl,
  productionSiteHosts,
  defaultApiHost,
  type BaseUrlInput,
} from './client/base-url.ts';
export { healthQueryOptions } from './queries/health.ts';
export type { paths, components, operations } from './generated/schema.d.ts';
