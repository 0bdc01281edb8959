// The queue apart from the region that draws it: a screen that only adds toasts (the dashboard's
// moves) keeps the region, its styles and buttons out of its first load (decision 0035).
import { useState } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import type { ToastTone } from './Toast.css.ts';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
  /**
   * One action, e.g. "Annulla" after a move: pressing it runs `onAction` and closes the toast.
   * Give a toast with an action no timeout: it must wait for the user (WCAG 2.2.1).
   */
  action?: { label: string; onAction: () => void };
}

/** Success messages hide after 3 s (SPEC.md §9). */
export const TOAST_TIMEOUT_MS = 3000;

export type ToastQueue = AriaToastQueue<ToastContent>;

/** One queue per app (or per story); pass it to <ToastRegion> and call `queue.add(...)`. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

export function useToastQueue(): ToastQueue {
  const [queue] = useState(createToastQueue);
  return queue;
}
