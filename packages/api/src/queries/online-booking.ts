// Online booking (issue #34): the salon's settings of its booking page (/salone, «Prenotazioni
// online») and the staff's news of what clients booked on it. The page's own calls are
// public/booking.ts.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { onlineNewsPollMs } from '../constants.ts';
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

/** Under the appointments' keys: a change that refreshes every list refreshes the news too. */
export const onlineNewsKey = (since: string) => ['appointments', 'online-news', since] as const;

/**
 * GET /appointments/online/news: the visits clients booked online after `since`, newest first.
 * Asked every half minute while the tab is visible (TanStack Query pauses the interval in the
 * background) and, never fresh, again as soon as the tab comes back into view.
 */
export const onlineNewsQueryOptions = (client: ApiClient, since: string) =>
  queryOptions({
    ...endpointQuery(onlineNewsKey(since), (signal) =>
      client.GET('/appointments/online/news', { params: { query: { since } }, signal }),
    ),
    refetchInterval: onlineNewsPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
