import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { fieldRoot, FieldHelp, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldChromeProps {}

/** An it-IT date field (gg/mm/aaaa) with a Monday-first calendar popover. */
export function DatePicker<T extends DateValue>({
  label,
  description,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...fieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton}>
          <Icon name="calendar" size={18} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={props.errorMessage} />
      <Popover className={fieldStyles.popover} style={{ maxHeight: 'none' }}>
        <Dialog className={styles.dialog}>
          <Calendar firstDayOfWeek="mon">
            <header className={styles.header}>
              <IconButton
                slot="previous"
                icon="chevronLeft"
                size="sm"
                aria-label="Mese precedente"
              />
              <Heading className={styles.heading} />
              <IconButton slot="next" icon="chevronRight" size="sm" aria-label="Mese successivo" />
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
