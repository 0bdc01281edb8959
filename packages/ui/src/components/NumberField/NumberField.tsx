import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children'>, FieldChromeProps {}

/** A number input with steppers; the steppers' names come from React Aria's it-IT strings. */
export function NumberField({ label, description, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.numberInput} />
        <Button slot="decrement" className={styles.stepper}>
          <Icon name="minus" size={16} />
        </Button>
        <Button slot="increment" className={styles.stepper}>
          <Icon name="plus" size={16} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaNumberField>
  );
}
