// GET /salon/export (issue #32): all of the salon's data as a ZIP, the owner's copy (GDPR art. 20).
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';

/** The ZIP as a Blob: a mutation, since each export is counted (3 an hour) and audited. */
export const exportSalonDataMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['salon', 'export'],
    mutationFn: () => dataOfCall(client.GET('/salon/export', { parseAs: 'blob' })),
  });
