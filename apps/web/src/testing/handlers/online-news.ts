import { http, type Schemas } from '../api-mocks.ts';

/**
 * Nothing new: what the app layout of every screen story hears about online bookings unless the
 * story says otherwise (.storybook/preview.tsx installs it under every story's own handlers).
 */
export const defaultOnlineNewsHandlers = [
  http.get('/appointments/online/news', ({ response }) =>
    response(200).json({ count: 0, items: [] }),
  ),
];

/** GET /appointments/online/news as the server answers it: what came after `since`, newest first. */
export const onlineNewsHandlers = (news: readonly Schemas['OnlineBookingNewsItem'][]) => [
  http.get('/appointments/online/news', ({ query, response }) => {
    const since = Date.parse(query.get('since') ?? '');
    const after = news
      .filter((item) => Date.parse(item.createdAt) > since)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return response(200).json({ count: after.length, items: after.slice(0, 20) });
  }),
];
