import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldChromeProps {
  /** The Radio options. */
  children: ReactNode;
}

/**
 * One choice among a few, all visible: one Tab stop, arrows move the selection (React Aria's
 * RadioGroup), label on top, description and error below like every field of the kit.
 */
export function RadioGroup({
  label,
  description,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...fieldRoot(props)} orientation={orientation}>
      <FieldLabel>{label}</FieldLabel>
      <div className={fieldStyles.groupOptions[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children: ReactNode;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={composeClassName(className, styles.radio)}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
