import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldChromeProps {
  /** The Radio options. */
  children: ReactNode;
  className?: string;
}

/**
 * One choice among a few, all visible: one Tab stop, arrows move the selection (React Aria's
 * RadioGroup), label on top, description and error below like every field of the kit.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={fieldStyles.groupOptions[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[styles.radio, className].filter(Boolean).join(' ')}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
