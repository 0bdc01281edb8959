import { useEffect, useRef, useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { FieldLabel } from '../Field/Field.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './CopyButton.css.ts';

export interface CopyButtonProps {
  /** What goes to the clipboard (a signup link, a key's secret). */
  text: string;
  /** The button's text, e.g. 'Copia link'. */
  label: string;
  /** Its accessible name when several sit side by side, e.g. 'Copia link dell'invito 3'. */
  'aria-label'?: string;
  /** Announced once copied, e.g. 'Link copiato'. */
  copiedMessage: string;
  /** The label of the read-only field that holds the text when the clipboard refuses. */
  fallbackLabel: string;
  variant?: ButtonProps['variant'];
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text with the Clipboard API and says so in a live region. Where the API is missing
 * or refused (an http page, a denied permission) the text appears selected in a read-only field,
 * so it can still be copied by hand: the user never stays with nothing.
 */
export function CopyButton({
  text,
  label,
  'aria-label': ariaLabel,
  copiedMessage,
  fallbackLabel,
  variant = 'secondary',
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // Counts the refusals, so a second press selects the text again.
  const [refusals, setRefusals] = useState(0);
  const field = useRef<HTMLInputElement>(null);

  // Once the field is in the page, its text is selected and focused, ready for Ctrl+C.
  useEffect(() => {
    if (refusals === 0) return;
    field.current?.focus();
    field.current?.select();
  }, [refusals]);

  const copy = async () => {
    try {
      // navigator.clipboard is undefined outside a secure context: that throws too.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
      setRefusals((n) => n + 1);
    }
  };

  return (
    <Stack space="xs">
      <div>
        <Button variant={variant} aria-label={ariaLabel} onPress={() => void copy()}>
          {label}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {state === 'copied' ? copiedMessage : state === 'failed' ? t('copyFailed') : ''}
      </p>
      {state === 'failed' ? (
        <AriaTextField value={text} isReadOnly className={fieldStyles.field}>
          <FieldLabel>{fallbackLabel}</FieldLabel>
          <Input ref={field} className={fieldStyles.input} onFocus={(e) => e.target.select()} />
        </AriaTextField>
      ) : null}
    </Stack>
  );
}
