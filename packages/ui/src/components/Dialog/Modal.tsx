import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import * as styles from './Dialog.css.ts';

export interface ModalProps {
  title: ReactNode;
  /** Controlled; leave out inside a DialogTrigger (which then returns focus to its button). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** alertdialog for errors, warnings and confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the backdrop closes it (never for alert dialogs). */
  isDismissable?: boolean;
  /** Shown before the title (the type icon). */
  icon?: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The one modal of the kit: backdrop, focus moved in and trapped, Escape closes, focus returns to
 * the trigger, the rest of the page hidden from assistive tech and not scrollable (React Aria).
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  role = 'dialog',
  size,
  isDismissable,
  icon,
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable ?? role === 'dialog'}
      isKeyboardDismissDisabled={false}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {icon}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
