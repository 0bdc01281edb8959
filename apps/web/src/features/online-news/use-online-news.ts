// The news of online bookings for the app's layout (issue #34): while a salon's account is signed
// in, the bookings clients made on the salon's page since the staff last opened
// /gestione-appuntamenti, asked for every half minute (onlineNewsQueryOptions). The layout shows
// their count on the navigation and hands them to the toasts.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { onlineNewsQueryOptions, type OnlineBookingNewsItem, type StoredUser } from '@agendina/api';
import { storageSubscription, writeStored } from '../../lib/local-storage-store.ts';
import { useApi } from '../../lib/router-context.ts';
import {
  announcedUpTo,
  freshMarks,
  isAfter,
  newsMarksKey,
  parseMarks,
  seenUpTo,
  type NewsMarks,
} from './news-marks.ts';

/** Opening this page is seeing the news: it lists the requests and the week's bookings. */
export const NEWS_PAGE = '/gestione-appuntamenti';

const CHANGED = 'agendina:online-news';
const subscribe = storageSubscription(CHANGED);

export interface OnlineNews {
  /** How many online bookings the staff have not seen yet: the navigation's badge. */
  unseen: number;
  /** The newest of them first (at most 20). */
  items: readonly OnlineBookingNewsItem[];
  /** Up to which createdAt toasts have told of them; null until the marks are read. */
  announced: string | null;
  /** The toasts of the bookings up to `createdAt` are up. */
  markAnnounced: (createdAt: string) => void;
}

/** Whose marks these are: the signed-in account (one per salon); null asks for nothing. */
export const newsAccountOf = (user: StoredUser | null): string | null => {
  const who = user?.id ?? user?.email;
  return who === undefined ? null : String(who);
};

export function useOnlineNews(account: string | null, pathname: string): OnlineNews {
  const api = useApi();
  const key = account === null ? null : newsMarksKey(account);
  const raw = useSyncExternalStore(
    subscribe,
    () => (key === null ? null : window.localStorage.getItem(key)),
    () => null,
  );
  const marks = parseMarks(raw);
  // Each change starts from what is stored now: another tab may have moved a mark meanwhile.
  const update = useCallback(
    (change: (current: NewsMarks) => NewsMarks) => {
      if (key === null) return;
      const current = parseMarks(window.localStorage.getItem(key)) ?? freshMarks(new Date());
      writeStored(key, JSON.stringify(change(current)), CHANGED);
    },
    [key],
  );
  const isFirstUse = key !== null && marks === null;
  useEffect(() => {
    if (isFirstUse) update((current) => current);
  }, [isFirstUse, update]);

  const news = useQuery({
    ...onlineNewsQueryOptions(api, marks?.seen ?? ''),
    enabled: marks !== null,
  });
  const items = news.data?.items ?? [];
  const newest = items[0]?.createdAt;
  const announced = marks?.announced ?? null;
  // On the page the news is seen, once its toasts are up: a booking that arrives while the staff
  // are there is still told.
  const isSeen = pathname === NEWS_PAGE && newest !== undefined && announced !== null;
  useEffect(() => {
    if (isSeen && !isAfter(newest, announced)) update((current) => seenUpTo(current, newest));
  }, [isSeen, newest, announced, update]);

  const markAnnounced = useCallback(
    (createdAt: string) => update((current) => announcedUpTo(current, createdAt)),
    [update],
  );
  return { unseen: news.data?.count ?? 0, items, announced, markAnnounced };
}
