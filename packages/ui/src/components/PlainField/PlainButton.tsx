import type { ReactNode, Ref } from 'react';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import { button, type buttonVariants } from '../Button/Button.css.ts';
import * as styles from './PlainField.css.ts';

export interface PlainButtonProps {
  children: ReactNode;
  /** A plain button submits nothing unless it says so, like React Aria's. */
  type?: 'button' | 'submit' | 'reset';
  variant?: (typeof buttonVariants)[number];
  isDisabled?: boolean;
  /** Named like the kit's Button: a click, a tap, Enter or Space. */
  onPress?: () => void;
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's Button on a native <button>, without React Aria: same recipe, same states. */
export function PlainButton({
  children,
  type = 'button',
  variant = 'primary',
  isDisabled,
  onPress,
  className,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={joinClassNames(button({ variant }), styles.buttonStates[variant], className)}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
