import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';

export interface DialogActionsProps {
  /** «Indietro»: closes the dialog, nothing done. */
  onBack: () => void;
  /**
   * Initial focus on «Indietro», the least destructive choice, where the action cannot be undone
   * (a void sent to the Agenzia delle Entrate).
   */
  focusBack?: boolean;
  /** The action's button, and what it reads while the action runs (else the same label). */
  label: string;
  pendingLabel?: string;
  isPending: boolean;
  /** Disabled for another reason than running (a plan that does not add up). */
  isDisabled?: boolean;
  variant?: 'primary' | 'danger';
  onPress: () => void;
}

/** The end of a dialog that does one thing: «Indietro», then the action, on the right. */
export function DialogActions({
  onBack,
  focusBack = false,
  label,
  pendingLabel,
  isPending,
  isDisabled = false,
  variant = 'primary',
  onPress,
}: DialogActionsProps) {
  return (
    <Inline space="sm" align="right">
      <Button
        variant="secondary"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus on the least destructive choice
        autoFocus={focusBack}
        onPress={onBack}
      >
        {t('back')}
      </Button>
      <Button variant={variant} isDisabled={isPending || isDisabled} onPress={onPress}>
        {isPending && pendingLabel ? pendingLabel : label}
      </Button>
    </Inline>
  );
}

/** The end of a dialog the user only reads (or leaves without choosing): one «Chiudi», on the right. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  return (
    <Inline space="sm" align="right">
      <Button variant="secondary" onPress={onClose}>
        {t('close')}
      </Button>
    </Inline>
  );
}
