import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldChromeProps {
  /** The Checkbox options, each with a `value`. */
  children: ReactNode;
  /** Side by side (days, services) or one per line. */
  orientation?: fieldStyles.GroupOrientation;
}

/**
 * Several choices under one label (React Aria's CheckboxGroup: role group labelled by the
 * label, the value is the list of checked values), with description and error like every field.
 */
export function CheckboxGroup({
  label,
  description,
  children,
  orientation = 'horizontal',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={fieldStyles.groupOptions[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaCheckboxGroup>
  );
}
