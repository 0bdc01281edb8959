import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: an icon-only button must say what it does. */
  'aria-label': string;
  icon: IconName;
  variant?: (typeof styles.iconButtonVariants)[number];
  size?: (typeof styles.iconButtonSizes)[number];
}

export function IconButton({ icon, variant, size, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeClassName(className, styles.iconButton({ variant, size }))}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </AriaButton>
  );
}
