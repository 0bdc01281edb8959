import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** A focusable React Aria element (Button, Link ...): the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  content: ReactNode;
  placement?: AriaTooltipProps['placement'];
}

export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 400,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip className={styles.tooltip} placement={placement} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
