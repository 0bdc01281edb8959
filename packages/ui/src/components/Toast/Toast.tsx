import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import type { ToastQueue } from './toast-queue.ts';

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
