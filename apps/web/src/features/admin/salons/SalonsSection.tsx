import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminSalonsQueryOptions, clientSearchDebounceMs } from '@agendina/api';
import { SUBSCRIPTION_STATUSES } from '@agendina/contract';
import { pluralIt } from '@agendina/scheduling';
import { ListFilters, ListFrame, PagedList, Spinner, TextField } from '@agendina/ui';
import { FilterSelect } from '../../../lib/filter-select.tsx';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { subscriptionStatusLabels } from '../admin-labels.ts';
import { SalonsTable } from './SalonsTable.tsx';
import { salonsParamsOf, type SalonsView } from './salons-search.ts';

const statusOptions = SUBSCRIPTION_STATUSES.map((id) => ({
  id,
  name: subscriptionStatusLabels[id],
}));

export interface SalonsSectionProps {
  view: SalonsView;
  onChange: (view: SalonsView) => void;
}

/**
 * /admin's salons: search (as typing stops), status filter, sortable columns and pages, all in
 * the address and all done by the server. The filters keep working when the list fails.
 */
export function SalonsSection({ view, onChange }: SalonsSectionProps) {
  const [typed, setTyped] = useState(view.query);
  // The page shown stays while the next one (another page, sort or filter) loads, instead of
  // the section's loading text: React renders the new view in the background.
  const shown = useDeferredValue(view);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string) => {
    setTyped(text);
    window.clearTimeout(timer.current);
    // A new search starts from its first page.
    timer.current = window.setTimeout(
      () => onChange({ ...view, query: text, page: 1 }),
      clientSearchDebounceMs,
    );
  };

  return (
    <ListFrame
      filters={
        <ListFilters>
          <TextField
            label="Cerca"
            type="search"
            description="Nome del salone o e-mail dell'account"
            value={typed}
            onChange={search}
          />
          <FilterSelect
            label="Stato dell'abbonamento"
            all={{ id: 'ALL', name: 'Tutti gli stati' }}
            options={statusOptions}
            value={view.status ?? undefined}
            onChange={(status) => onChange({ ...view, status: status ?? null, page: 1 })}
          />
        </ListFilters>
      }
    >
      <QueryBoundary loading={<Spinner label="Caricamento dei saloni..." />}>
        <SalonsPage view={shown} onChange={(patch) => onChange({ ...view, ...patch })} />
      </QueryBoundary>
    </ListFrame>
  );
}

/** `view` is the one shown; a change is laid over the latest view, not over the one shown. */
function SalonsPage({
  view,
  onChange,
}: {
  view: SalonsView;
  onChange: (patch: Partial<SalonsView>) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(adminSalonsQueryOptions(api, salonsParamsOf(view)));
  return (
    <PagedList
      count={pluralIt(data.totalElements, {
        one: '# salone',
        other: `${data.totalElements.toLocaleString('it-IT')} saloni`,
      })}
      countLive
      pager={{
        'aria-label': 'Pagine dei saloni',
        page: view.page,
        pageCount: data.totalPages,
        onPageChange: (page) => onChange({ page }),
      }}
    >
      <SalonsTable
        salons={data.content}
        sort={view.sort}
        direction={view.direction}
        onSortChange={(sort, direction) => onChange({ sort, direction, page: 1 })}
      />
    </PagedList>
  );
}
