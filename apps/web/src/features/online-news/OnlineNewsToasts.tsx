// The toasts of new online bookings (issue #34), in their own region («Notifiche», announced by
// screen readers as they come): each waits for the staff (it has an action, WCAG 2.2.1) and
// leads to the booking, or to the requests for one that waits for an answer.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { OnlineBookingNewsItem } from '@agendina/api';
import { ToastRegion, useToastQueue } from '@agendina/ui';
import { newsToasts, type NewsTarget } from './news-toasts.ts';

export interface OnlineNewsToastsProps {
  /** The bookings not told yet, newest first. */
  fresh: readonly OnlineBookingNewsItem[];
  /** Once they are up: the newest one's createdAt. */
  onAnnounced: (createdAt: string) => void;
}

export function OnlineNewsToasts({ fresh, onAnnounced }: OnlineNewsToastsProps) {
  const queue = useToastQueue();
  const navigate = useNavigate();
  // The bookings told in this tab: an effect run again before the mark is stored (Strict Mode,
  // a render in between) tells none of them twice.
  const told = useRef(new Set<number>());
  useEffect(() => {
    const open = (target: NewsTarget) =>
      void (target.to === '/appuntamento/$id'
        ? navigate({ to: target.to, params: target.params })
        : navigate({ to: target.to }));
    const untold = fresh.filter((item) => !told.current.has(item.id));
    for (const toast of newsToasts(untold))
      queue.add({
        title: toast.title,
        description: toast.description,
        tone: 'info',
        action: { label: toast.action.label, onAction: () => open(toast.action.target) },
      });
    for (const item of untold) told.current.add(item.id);
    const newest = fresh[0];
    if (newest) onAnnounced(newest.createdAt);
  }, [fresh, onAnnounced, queue, navigate]);
  return <ToastRegion queue={queue} />;
}
