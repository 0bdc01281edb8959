import {
  ProgressBar as AriaProgressBar,
  Label,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { composeClassName } from '../../foundations/class-name.ts';
import { t } from '../../intl/it-IT.ts';
import * as styles from './Progress.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  label: string;
}

/** A determinate progress bar with its label and percentage. */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeClassName(className, styles.bar)}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labelRow}>
            <Label>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

/** An indeterminate progress indicator with a visible text ('Caricamento appuntamenti...'). */
export function Spinner({ label = t('loading') }: { label?: string }) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} className={styles.spinner}>
      <span className={styles.ring} />
      <span aria-hidden="true">{label}</span>
    </AriaProgressBar>
  );
}
