import { RECEIPT_STATUSES } from '@agendina/contract';
import { Select, Tiles } from '@agendina/ui';
import { ALL, withAll } from '../../../components/filter-options.ts';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { RECEIPT_METHOD_FILTERS } from './receipts-search.ts';
import { paymentMethodLabels, receiptStatusLabels } from '../receipt/receipt-labels.ts';
import type { HistoryFilters } from './history-filters.ts';

export interface ReceiptsFiltersProps {
  filters: HistoryFilters;
  operators: readonly { id: number; name: string }[];
  /** A new filter starts again from the first page. */
  onChange: (filters: HistoryFilters) => void;
}

const orNull = <K,>(key: K | typeof ALL | null): K | null => (key === ALL ? null : key);

/**
 * Dates, payment method (MISTO for a receipt paid in several ways), operator and state of the
 * history; the dates as in every list (DateRangeFields).
 */
export function ReceiptsFilters({ filters, operators, onChange }: ReceiptsFiltersProps) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <Tiles space="md" minColumnWidth="xs" alignY="bottom" role="group" aria-label="Filtri">
      <DateRangeFields range={filters} onChange={set} />
      <Select
        label="Pagamento"
        options={withAll(
          RECEIPT_METHOD_FILTERS.map((m) => ({ id: m, name: paymentMethodLabels[m] })),
        )}
        selectedKey={filters.method ?? ALL}
        onSelectionChange={(key) => set({ method: orNull(key) })}
      />
      <Select
        label="Operatore"
        options={withAll(operators.map((o) => ({ id: o.id, name: o.name })))}
        selectedKey={filters.operatorId ?? ALL}
        onSelectionChange={(key) => set({ operatorId: orNull(key) })}
      />
      <Select
        label="Stato"
        options={withAll(RECEIPT_STATUSES.map((s) => ({ id: s, name: receiptStatusLabels[s] })))}
        selectedKey={filters.status ?? ALL}
        onSelectionChange={(key) => set({ status: orNull(key) })}
      />
    </Tiles>
  );
}
