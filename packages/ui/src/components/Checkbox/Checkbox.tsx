import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { composeClassName } from '../../foundations/class-name.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode;
}

const glyph = { size: 14, strokeWidth: 2, 'aria-hidden': true, focusable: 'false' } as const;

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeClassName(className, styles.checkbox)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box}>
            {/* The two glyphs as the kit's Icon draws them, imported on their own: Icon's map of
                every glyph (4 KB) would ride into /login with the "Ricordami" box. */}
            {isIndeterminate ? <Minus {...glyph} /> : isSelected ? <Check {...glyph} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
