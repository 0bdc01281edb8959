import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children: ReactNode;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeClassName(className, styles.switchRoot)}>
      <span className={styles.track}>
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
