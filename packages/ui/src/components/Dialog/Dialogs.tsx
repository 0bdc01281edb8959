import type { ReactNode } from 'react';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Modal } from './Modal.tsx';
import * as styles from './Dialog.css.ts';

/** The icon, default title and role of each dialog type: errors and warnings interrupt (alertdialog). */
const DIALOG_TYPE_META = {
  error: { icon: 'error', title: t('dialogError'), role: 'alertdialog' },
  warning: { icon: 'warning', title: t('dialogWarning'), role: 'alertdialog' },
  info: { icon: 'info', title: t('dialogInfo'), role: 'dialog' },
  success: { icon: 'success', title: t('dialogSuccess'), role: 'dialog' },
} as const satisfies Record<styles.DialogType, object>;

interface OverlayState {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface MessageDialogProps extends OverlayState {
  type: styles.DialogType;
  /** Defaults to the type's title (Errore, Attenzione, Informazione, Operazione completata). */
  title?: string;
  message: ReactNode;
  closeLabel?: string;
}

/** The generic dialog of SPEC.md §2, of type error, warning, info or success. */
export function MessageDialog({
  type,
  title,
  message,
  closeLabel = t('ok'),
  ...state
}: MessageDialogProps) {
  const meta = DIALOG_TYPE_META[type];
  return (
    <Modal
      {...state}
      role={meta.role}
      title={title ?? meta.title}
      icon={
        <span className={styles.icon({ type })}>
          <Icon name={meta.icon} size={24} />
        </span>
      }
    >
      {(close) => (
        <>
          <div className={styles.body}>{message}</div>
          <div className={styles.actions}>
            <Button
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's initial focus (WAI-ARIA dialog pattern)
              autoFocus
              onPress={close}
            >
              {closeLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

export interface DialogAction {
  label: string;
  onPress: () => void;
}

export interface SuccessDialogProps extends OverlayState {
  title: string;
  message: ReactNode;
  primaryAction: DialogAction;
  secondaryAction?: DialogAction;
}

/** Success with a primary and a secondary action ('Vai alla scheda cliente' / 'Torna alla dashboard'). */
export function SuccessDialog({
  title,
  message,
  primaryAction,
  secondaryAction,
  ...state
}: SuccessDialogProps) {
  return (
    <Modal
      {...state}
      title={title}
      icon={
        <span className={styles.icon({ type: 'success' })}>
          <Icon name="success" size={24} />
        </span>
      }
    >
      {(close) => (
        <>
          <div className={styles.body}>{message}</div>
          <div className={styles.actions}>
            {secondaryAction ? (
              <Button variant="secondary" onPress={() => (secondaryAction.onPress(), close())}>
                {secondaryAction.label}
              </Button>
            ) : null}
            <Button
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's initial focus (WAI-ARIA dialog pattern)
              autoFocus
              onPress={() => (primaryAction.onPress(), close())}
            >
              {primaryAction.label}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}

export interface ConfirmDialogProps extends OverlayState {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Styles the confirm button as dangerous (delete, logout from all devices). */
  isDestructive?: boolean;
}

/** Asks before acting; focus starts on the least destructive choice (Annulla). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = t('cancel'),
  onConfirm,
  onCancel,
  isDestructive = false,
  ...state
}: ConfirmDialogProps) {
  return (
    <Modal {...state} role="alertdialog" title={title}>
      {(close) => (
        <>
          <div className={styles.body}>{message}</div>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus on the least destructive choice
              autoFocus
              onPress={() => (onCancel?.(), close())}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={isDestructive ? 'danger' : 'primary'}
              onPress={() => (onConfirm(), close())}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
