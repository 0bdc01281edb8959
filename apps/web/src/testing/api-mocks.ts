import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '@agendina/api';
import { defaultApiHost } from '@agendina/api';

/**
 * MSW handlers typed by the contract: a path, method, parameter or body that openapi/ does not
 * have is a type error, so screen stories cannot drift from the API (issue: screen stories).
 */
export const http = createOpenApiHttp<paths>({ baseUrl: defaultApiHost });

export type Schemas = components['schemas'];
