import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeClassName(className, styles.checkbox)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box}>
            {isIndeterminate ? (
              <Icon name="minus" size={14} />
            ) : isSelected ? (
              <Icon name="check" size={14} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
