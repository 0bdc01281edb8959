import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';

export interface RetryAlertProps {
  /** What failed, in Italian («Impossibile caricare gli ordini. Riprova più tardi.»). */
  message: string;
  onRetry: () => void;
  /** The sentence's style: pageFrame.failure for a section's own words. */
  className?: string | undefined;
}

/**
 * A part of a page that failed to load, said in place (role alert) with «Riprova»: the failure
 * state of a list or a panel, while the rest of the page keeps working.
 */
export function RetryAlert({ message, onRetry, className }: RetryAlertProps) {
  return (
    <Stack space="md" role="alert">
      <p className={className}>{message}</p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          Riprova
        </Button>
      </div>
    </Stack>
  );
}
