import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export type WhatsAppSettings = components['schemas']['WhatsAppSettings'];
export type WhatsAppSettingsUpdate = components['schemas']['WhatsAppSettingsUpdate'];

export const whatsAppSettingsKeys = {
  salon: () => ['salon', 'whatsapp'] as const,
};

/** GET /salon/whatsapp: the salon's WhatsApp channel (/salone); secrets only as "set". */
export const whatsAppSettingsQueryOptions = (client: ApiClient) =>
  endpointQuery(whatsAppSettingsKeys.salon(), (signal) =>
    client.GET('/salon/whatsapp', { signal }),
  );

/** PUT /salon/whatsapp: the answer is the saved settings, put in the cache as they are. */
export const updateWhatsAppSettingsMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['salon', 'whatsapp', 'update'],
    mutationFn: (body: WhatsAppSettingsUpdate) =>
      dataOfCall(client.PUT('/salon/whatsapp', { body })),
    onSuccess: (saved, _body, _r, { client: queryClient }) =>
      queryClient.setQueryData(whatsAppSettingsKeys.salon(), saved),
  });
