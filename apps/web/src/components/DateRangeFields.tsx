import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker } from '@agendina/ui';
import { LIST_MAX_DATE, LIST_MIN_DATE, rangeMessages, rangeProblem } from '../lib/date-range.ts';

/** A range of days, yyyy-MM-dd, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DateRangeFieldsProps {
  range: DayRange;
  /** Only a complete range in order, different from `range`. */
  onChange: (range: DayRange) => void;
}

/**
 * "Dal" and "Al" of a list's filters (appointments, receipts). The dates are kept as typed and
 * reach the list only once both are complete and in order: a year typed digit by digit (0002,
 * 0020, 0202) asks for nothing, and a wrong range says what is wrong under the field.
 * A date being retyped is complete at every segment (the day changed, the month not yet), so a
 * change in the day or month reaches the list only when the field is left or its year is typed:
 * typing 10/12/2026 over 01/01/2026 never lists from 10 January (issue #31).
 */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  const [shown, setShown] = useState({ from: range.from, to: range.to });
  const [draft, setDraft] = useState<{ from: CalendarDate | null; to: CalendarDate | null }>(
    () => ({ from: parseDate(range.from), to: parseDate(range.to) }),
  );
  // Back, a link or a reset changed the range: the fields follow it (React's "adjust state
  // while rendering" pattern, not an effect).
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown({ from: range.from, to: range.to });
    setDraft({ from: parseDate(range.from), to: parseDate(range.to) });
  }
  const from = draft.from?.toString() ?? '';
  const to = draft.to?.toString() ?? '';
  const problem = rangeProblem(from, to);
  const commit = (next: typeof draft) => {
    const nextFrom = next.from?.toString() ?? '';
    const nextTo = next.to?.toString() ?? '';
    if (rangeProblem(nextFrom, nextTo) === null && (nextFrom !== range.from || nextTo !== range.to))
      onChange({ from: nextFrom, to: nextTo });
  };
  const changeDate = (next: typeof draft) => {
    setDraft(next);
    if (!isMidTyping()) commit(next);
  };
  const incomplete = (value: string) =>
    problem === rangeMessages.incomplete && rangeProblem(value, value) !== null
      ? rangeMessages.incomplete
      : undefined;
  return (
    <>
      <DatePicker
        label="Dal"
        value={draft.from}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(d) => changeDate({ ...draft, from: d })}
        onBlur={() => commit(draft)}
        errorMessage={incomplete(from)}
      />
      <DatePicker
        label="Al"
        value={draft.to}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(d) => changeDate({ ...draft, to: d })}
        onBlur={() => commit(draft)}
        errorMessage={
          incomplete(to) ??
          (problem !== null && problem !== rangeMessages.incomplete ? problem : undefined)
        }
      />
    </>
  );
}

/**
 * True while the keyboard is in a date's day or month segment: the year (it-IT's last segment)
 * is still to come. A pick in the calendar, or a change in the year, is a whole date.
 */
function isMidTyping(): boolean {
  const segment = document.activeElement?.getAttribute('data-type');
  return segment === 'day' || segment === 'month';
}
