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

/**
 * An indeterminate progress indicator with a visible text ('Caricamento appuntamenti...'). A
 * plain element with the attributes React Aria's ProgressBar gives an indeterminate bar: its
 * ProgressBar brings a number formatter for the percentage a spinner never shows, some 1 KB gzip
 * of the dashboard's first load (decision 0035).
 */
export function Spinner({ label = t('loading') }: { label?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.spinner}
    >
      <span className={styles.ring} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
