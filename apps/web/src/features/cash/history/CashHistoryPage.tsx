import { useSuspenseQuery } from '@tanstack/react-query';
import { hairdressersQueryOptions, listReceiptsQueryOptions } from '@agendina/api';
import { pluralIt } from '@agendina/scheduling';
import { PagedList, Spinner, Page, PageTitle } from '@agendina/ui';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { ReceiptsFilters } from './ReceiptsFilters.tsx';
import { ReceiptsTable } from './ReceiptsTable.tsx';
import { listParamsOf, type HistoryFilters } from './history-filters.ts';

export interface CashHistoryPageProps {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}

/**
 * /cassa/storico: the salon's receipts by dates, method, operator and state, a page at a time
 * from the server; each opens its receipt (detail, annullo, reso). The filters keep working when
 * the list fails to load.
 */
export function CashHistoryPage({ filters, onChange }: CashHistoryPageProps) {
  const api = useApi();
  const operators = useSuspenseQuery(hairdressersQueryOptions(api));
  return (
    <Page>
      <PageTitle>Storico scontrini</PageTitle>
      <ReceiptsFilters filters={filters} operators={operators.data} onChange={onChange} />
      <QueryBoundary
        loading={<Spinner label="Caricamento degli scontrini..." />}
        failure={retryAlertSaying('Impossibile caricare gli scontrini. Riprova più tardi.')}
      >
        <ReceiptsPage filters={filters} onChange={onChange} />
      </QueryBoundary>
    </Page>
  );
}

function ReceiptsPage({ filters, onChange }: CashHistoryPageProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(listReceiptsQueryOptions(api, listParamsOf(filters)));
  const go = (page: number) => onChange({ ...filters, page });
  return (
    <PagedList
      count={`${pluralIt(data.totalElements, { one: '# scontrino', other: '# scontrini' })} nel periodo`}
      countAt="bottom"
      pager={{
        'aria-label': 'Pagine degli scontrini',
        page: filters.page,
        pageCount: data.totalPages,
        onPageChange: go,
      }}
    >
      <ReceiptsTable receipts={data.content} />
    </PagedList>
  );
}
