import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  SOURCE_LABELS_IT,
  STATUS_LABELS_IT,
  type AppointmentSource,
  type AppointmentStatus,
} from '@agendina/scheduling';
import { DatePicker, Select, type SelectOption, Tiles } from '@agendina/ui';
import {
  LIST_MAX_DATE,
  LIST_MIN_DATE,
  rangeMessages,
  rangeProblem,
} from './appointments-filters.ts';

export interface AppointmentFilters {
  /** yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  operatorId: number | null;
  status: AppointmentStatus | null;
  source: AppointmentSource | null;
}

export interface AppointmentsFiltersProps {
  filters: AppointmentFilters;
  operators: readonly { id: number; name: string }[];
  onChange: (filters: AppointmentFilters) => void;
}

const ALL = 'tutti';
const withAll = <K extends string | number>(
  options: SelectOption<K>[],
): SelectOption<K | typeof ALL>[] => [{ id: ALL, name: 'Tutti' }, ...options];

/**
 * Date range, operator, status and source of the appointments list. The dates are kept as typed
 * and reach the list only once both are complete and in order: a year typed digit by digit
 * (0002, 0020, 0202) asks for nothing, and a wrong range says what is wrong under the field.
 */
export function AppointmentsFilters({ filters, operators, onChange }: AppointmentsFiltersProps) {
  const set = (patch: Partial<AppointmentFilters>) => onChange({ ...filters, ...patch });
  const [shown, setShown] = useState({ from: filters.from, to: filters.to });
  const [draft, setDraft] = useState<{ from: CalendarDate | null; to: CalendarDate | null }>(
    () => ({ from: parseDate(filters.from), to: parseDate(filters.to) }),
  );
  // Back, a link or a reset changed the range: the fields follow it (React's "adjust state
  // while rendering" pattern, not an effect).
  if (shown.from !== filters.from || shown.to !== filters.to) {
    setShown({ from: filters.from, to: filters.to });
    setDraft({ from: parseDate(filters.from), to: parseDate(filters.to) });
  }
  const from = draft.from?.toString() ?? '';
  const to = draft.to?.toString() ?? '';
  const problem = rangeProblem(from, to);
  const changeDate = (next: typeof draft) => {
    setDraft(next);
    const nextFrom = next.from?.toString() ?? '';
    const nextTo = next.to?.toString() ?? '';
    if (
      rangeProblem(nextFrom, nextTo) === null &&
      (nextFrom !== filters.from || nextTo !== filters.to)
    )
      set({ from: nextFrom, to: nextTo });
  };
  const incomplete = (value: string) =>
    problem === rangeMessages.incomplete && rangeProblem(value, value) !== null
      ? rangeMessages.incomplete
      : undefined;
  return (
    <Tiles space="md" minColumnWidth="xs" alignY="bottom" role="group" aria-label="Filtri">
      <DatePicker
        label="Dal"
        value={draft.from}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(d) => changeDate({ ...draft, from: d })}
        errorMessage={incomplete(from)}
      />
      <DatePicker
        label="Al"
        value={draft.to}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(d) => changeDate({ ...draft, to: d })}
        errorMessage={
          incomplete(to) ??
          (problem !== null && problem !== rangeMessages.incomplete ? problem : undefined)
        }
      />
      <Select
        label="Operatore"
        options={withAll(operators.map((o) => ({ id: o.id, name: o.name })))}
        selectedKey={filters.operatorId ?? ALL}
        onSelectionChange={(key) => set({ operatorId: key === ALL ? null : key })}
      />
      <Select
        label="Stato"
        options={withAll(APPOINTMENT_STATUSES.map((s) => ({ id: s, name: STATUS_LABELS_IT[s] })))}
        selectedKey={filters.status ?? ALL}
        onSelectionChange={(key) => set({ status: key === ALL ? null : key })}
      />
      <Select
        label="Origine"
        options={withAll(APPOINTMENT_SOURCES.map((s) => ({ id: s, name: SOURCE_LABELS_IT[s] })))}
        selectedKey={filters.source ?? ALL}
        onSelectionChange={(key) => set({ source: key === ALL ? null : key })}
      />
    </Tiles>
  );
}
