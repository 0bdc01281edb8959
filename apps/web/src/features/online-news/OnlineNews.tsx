// The staff's notification of online bookings (issue #34), mounted by the app's layout on every
// salon screen: it asks for the news, hands their count up for the navigation's badge and tells
// each new booking in a toast. Loaded after the first paint, as the count waits for the network
// anyway; the toasts' own code loads only with the first news.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { StoredUser } from '@agendina/api';
import { isAfter } from './news-marks.ts';
import { newsAccountOf, useOnlineNews } from './use-online-news.ts';

const OnlineNewsToasts = lazy(() =>
  import('./OnlineNewsToasts.tsx').then((m) => ({ default: m.OnlineNewsToasts })),
);

export interface OnlineNewsProps {
  /** The signed-in account: the marks of what it has seen are its own. */
  user: StoredUser | null;
  /** The current path: /gestione-appuntamenti is where the news is seen. */
  pathname: string;
  /** How many online bookings have not been seen, each time it changes. */
  onUnseen: (count: number) => void;
}

export function OnlineNews({ user, pathname, onUnseen }: OnlineNewsProps) {
  const { unseen, items, announced, markAnnounced } = useOnlineNews(newsAccountOf(user), pathname);
  useEffect(() => onUnseen(unseen), [unseen, onUnseen]);
  const fresh = useMemo(
    () => (announced === null ? [] : items.filter((item) => isAfter(item.createdAt, announced))),
    [items, announced],
  );
  // Mounted from the first news on, so the toasts already up stay when the mark moves; with
  // nothing new, nothing is drawn.
  const [isNeeded, setNeeded] = useState(false);
  if (fresh.length > 0 && !isNeeded) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <OnlineNewsToasts fresh={fresh} onAnnounced={markAnnounced} />
    </Suspense>
  );
}
