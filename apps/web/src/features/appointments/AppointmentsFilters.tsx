import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  SOURCE_LABELS_IT,
  STATUS_LABELS_IT,
  type AppointmentSource,
  type AppointmentStatus,
} from '@agendina/scheduling';
import { Select, Tiles } from '@agendina/ui';
import { ALL, withAll } from '../../components/filter-options.ts';
import { DateRangeFields } from '../../components/DateRangeFields.tsx';

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

/** Date range (DateRangeFields), operator, status and source of the appointments list. */
export function AppointmentsFilters({ filters, operators, onChange }: AppointmentsFiltersProps) {
  const set = (patch: Partial<AppointmentFilters>) => onChange({ ...filters, ...patch });
  return (
    <Tiles space="md" minColumnWidth="xs" alignY="bottom" role="group" aria-label="Filtri">
      <DateRangeFields range={filters} onChange={set} />
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
