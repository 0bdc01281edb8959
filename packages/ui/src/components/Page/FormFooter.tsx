import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { FailureMessage } from './FailureMessage.tsx';

/** What every manager form (client, service, operator) takes besides its values. */
export interface FormFooterProps {
  failure: unknown;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel?: (() => void) | undefined;
}

/** The end of every manager form: the server's failure, Annulla and the submit button. */
export function FormFooter({ failure, submitLabel, isSubmitting, onCancel }: FormFooterProps) {
  return (
    <>
      <FailureMessage error={failure} />
      <Inline space="sm" align="right">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            Annulla
          </Button>
        ) : null}
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? 'Salvataggio...' : submitLabel}
        </Button>
      </Inline>
    </>
  );
}
