import { useState } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

export interface ToastContent {
  title: string;
  description?: string;
  tone: styles.ToastTone;
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

/** The landmark region that shows the queue's toasts (F6 reaches it from the keyboard). */
export function ToastRegion({ queue }: { queue: ToastQueue }) {
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label="Notifiche">
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <IconButton slot="close" aria-label={t('close')} icon="close" size="sm" />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
