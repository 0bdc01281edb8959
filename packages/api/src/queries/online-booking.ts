// Online booking (issue #34): the salon's settings of its booking page (/salone, «Prenotazioni
// online»). The page's own calls are public/booking.ts; the staff's news of what clients booked
// on it, online-news.ts.
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

type Schemas = components['schemas'];

export const onlineBookingKeys = { settings: () => ['online-booking', 'settings'] as const };

/** The settings, with the defaults and a free address before the first save. */
export const onlineBookingSettingsQueryOptions = (client: ApiClient) =>
  endpointQuery(onlineBookingKeys.settings(), (signal) =>
    client.GET('/salon/online-booking', { signal }),
  );

export const updateOnlineBookingSettingsMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['online-booking', 'settings', 'update'],
    mutationFn: (body: Schemas['OnlineBookingSettingsInput']) =>
      dataOfCall(client.PUT('/salon/online-booking', { body })),
    onSuccess: (saved, _body, _r, { client: queryClient }) => {
      queryClient.setQueryData(onlineBookingKeys.settings(), saved);
    },
  });
