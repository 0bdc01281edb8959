// The staff's news of what clients booked on the salon's page (issue #34), apart from the page's
// settings: the app's layout asks for it on every screen, so only this much joins every page's
// first load.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { onlineNewsPollMs } from '../constants.ts';
import { endpointQuery } from './endpoint-query.ts';

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
