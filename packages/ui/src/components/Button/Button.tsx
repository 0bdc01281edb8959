import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import type { Ref } from 'react';
import * as styles from './Button.css.ts';

export interface ButtonProps extends AriaButtonProps {
  variant?: (typeof styles.buttonVariants)[number];
  /** React 19 passes refs as props: a caller can move focus to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** React Aria's Button under the same name, styled by our recipe (DESIGN.md §9). */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={composeClassName(className, styles.button({ variant }))} />
  );
}
