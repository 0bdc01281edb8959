import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { RECEIPT_STATUSES } from '@agendina/contract';
import { DatePicker, Select, type SelectOption, Tiles } from '@agendina/ui';
import {
  LIST_MAX_DATE,
  LIST_MIN_DATE,
  rangeProblem,
} from '../../../routes/_app/-components/appointments-filters.ts';
import { RECEIPT_METHOD_FILTERS } from '../../../routes/_app/_cash/-components/receipts-search.ts';
import { paymentMethodLabels, receiptStatusLabels } from '../receipt/receipt-labels.ts';
import type { HistoryFilters } from './history-filters.ts';

export interface ReceiptsFiltersProps {
  filters: HistoryFilters;
  operators: readonly { id: number; name: string }[];
  /** A new filter starts again from the first page. */
  onChange: (filters: HistoryFilters) => void;
}

const ALL = 'tutti';
const withAll = <K extends string | number>(
  options: SelectOption<K>[],
): SelectOption<K | typeof ALL>[] => [{ id: ALL, name: 'Tutti' }, ...options];
const orNull = <K,>(key: K | typeof ALL | null): K | null => (key === ALL ? null : key);

/**
 * Dates, payment method (MISTO for a receipt paid in several ways), operator and state of the
 * history. A date reaches the list only once the range is complete and in order; until then the
 * field keeps what was typed and says what is wrong.
 */
export function ReceiptsFilters({ filters, operators, onChange }: ReceiptsFiltersProps) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const [shown, setShown] = useState({ from: filters.from, to: filters.to });
  const [draft, setDraft] = useState<{ from: CalendarDate | null; to: CalendarDate | null }>(
    () => ({ from: parseDate(filters.from), to: parseDate(filters.to) }),
  );
  // Back or a link changed the range: the fields follow it (adjusting state while rendering).
  if (shown.from !== filters.from || shown.to !== filters.to) {
    setShown({ from: filters.from, to: filters.to });
    setDraft({ from: parseDate(filters.from), to: parseDate(filters.to) });
  }
  const problem = rangeProblem(draft.from?.toString() ?? '', draft.to?.toString() ?? '');
  const changeDate = (next: typeof draft) => {
    setDraft(next);
    const from = next.from?.toString() ?? '';
    const to = next.to?.toString() ?? '';
    if (rangeProblem(from, to) === null && (from !== filters.from || to !== filters.to))
      set({ from, to });
  };
  return (
    <Tiles space="md" minColumnWidth="xs" alignY="bottom" role="group" aria-label="Filtri">
      <DatePicker
        label="Dal"
        value={draft.from}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(from) => changeDate({ ...draft, from })}
      />
      <DatePicker
        label="Al"
        value={draft.to}
        minValue={parseDate(LIST_MIN_DATE)}
        maxValue={parseDate(LIST_MAX_DATE)}
        onChange={(to) => changeDate({ ...draft, to })}
        errorMessage={problem ?? undefined}
        isInvalid={problem !== null}
      />
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
