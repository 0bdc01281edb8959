import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as styles from '../Field/Field.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldChromeProps {
  placeholder?: string;
}

/** A labelled text input with description and error message. */
export function TextField({ label, description, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaTextField>
  );
}
