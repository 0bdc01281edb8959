import {
  DateInput,
  DateSegment,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as styles from './TimeField.css.ts';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children' | 'hourCycle'>, FieldChromeProps {}

/**
 * A time typed by keyboard in two segments, hours and minutes, always on the 24-hour clock
 * (it-IT: 09:30, 18:00): arrows step a segment, digits fill it and move to the next one.
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField {...fieldRoot(props)} hourCycle={24}>
      <FieldLabel>{label}</FieldLabel>
      <DateInput className={styles.timeInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
    </AriaTimeField>
  );
}
