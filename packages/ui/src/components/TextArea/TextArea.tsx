import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as styles from '../Field/Field.css.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'>, FieldChromeProps {
  /** Visible rows: 3 for the wizard notes, 4 for the appointment details (SPEC.md §9). */
  rows?: number;
  placeholder?: string;
}

/** A labelled multi-line text field. */
export function TextArea({ label, description, rows = 3, placeholder, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea className={styles.textArea} rows={rows} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaTextField>
  );
}
