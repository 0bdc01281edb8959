import { useState } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

export interface ToastContent {
  title: string;
  description?: string;
  tone: styles.ToastTone;
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
          {toast.content.action ? (
            <Button
              variant="secondary"
              onPress={() => {
                queue.close(toast.key);
                toast.content.action?.onAction();
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <IconButton slot="close" aria-label={t('close')} icon="close" size="sm" />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
