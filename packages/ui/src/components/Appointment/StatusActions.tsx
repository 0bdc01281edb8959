import { statusActions, type DisplayStatus, type StatusActionId } from '@agendina/scheduling';
import { Button } from '../Button/Button.tsx';
import { StatusBadge } from '../Badge/Badge.tsx';
import * as styles from './Appointment.css.ts';

export interface StatusActionsProps {
  status: DisplayStatus;
  /** Enables 'Metti in Lavorazione' (SPEC.md §6). */
  digitalCashEnabled: boolean;
  onAction: (action: StatusActionId) => void;
  /** The action being sent: its button is disabled meanwhile. */
  pendingAction?: StatusActionId | null;
}

/** The status badge and the actions the status allows ('Metti in Lavorazione', 'Rimetti in Attesa', 'Manda in Pagamento'). */
export function StatusActions({
  status,
  digitalCashEnabled,
  onAction,
  pendingAction = null,
}: StatusActionsProps) {
  const actions = statusActions(status, { digitalCashEnabled });
  return (
    <div className={styles.statusRow}>
      <StatusBadge status={status} />
      {actions.length > 0 ? (
        <div className={styles.actions} role="group" aria-label="Azioni sullo stato">
          {actions.map((action) => (
            <Button
              key={action.id}
              variant={action.id === 'SEND_TO_PAYMENT' ? 'primary' : 'secondary'}
              isDisabled={pendingAction !== null}
              onPress={() => onAction(action.id)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
