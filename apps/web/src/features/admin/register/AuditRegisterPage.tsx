import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { adminAuditQueryOptions, adminSalonsQueryOptions } from '@agendina/api';
import type { AuditAction } from '@agendina/contract';
import {
  Button,
  DatePicker,
  Inline,
  ListFilters,
  PagedList,
  Spinner,
  Stack,
  TextField,
  PageSection,
  Page,
  PageTitle,
} from '@agendina/ui';
import { FilterSelect } from '../../../lib/filter-select.tsx';
import { QueryBoundary, retryAlertSaying } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { AuditEntryList } from '../salon/AuditLog.tsx';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_OPTIONS,
  registerParamsOf,
  type RegisterSearch,
} from './register-search.ts';

export interface AuditRegisterPageProps {
  search: RegisterSearch;
  onChange: (search: RegisterSearch) => void;
}

/**
 * /admin/registro, the «Registro attività»: every admin act on every salon and on none
 * (invitations, fiscal tests), newest first, filtered by who, what, which salon and which days.
 */
export function AuditRegisterPage({ search, onChange }: AuditRegisterPageProps) {
  return (
    <Page>
      <PageTitle>Registro attività</PageTitle>
      <Inline space="md" alignY="center">
        <Link to="/admin">Amministrazione</Link>
      </Inline>
      <PageSection id="filtri-registro-title" title="Filtri">
        <RegisterFilters
          // A new address starts the form again from what it says.
          key={JSON.stringify(search)}
          search={search}
          onApply={(next) => onChange({ ...next, pagina: undefined })}
        />
      </PageSection>
      <PageSection id="voci-registro-title" title="Attività">
        <QueryBoundary
          loading={<Spinner label="Caricamento del registro..." />}
          failure={retryAlertSaying('Impossibile caricare il registro. Riprova più tardi.')}
        >
          <RegisterEntries search={search} onChange={onChange} />
        </QueryBoundary>
      </PageSection>
    </Page>
  );
}

const dateOf = (text: string | undefined): CalendarDate | null => (text ? parseDate(text) : null);

/** The filters, applied together with «Filtra» (typing asks the server nothing). */
function RegisterFilters({
  search,
  onApply,
}: {
  search: RegisterSearch;
  onApply: (search: RegisterSearch) => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState(search);
  const salons = useQuery(adminSalonsQueryOptions(api, { sort: 'name,asc', page: 0, size: 100 }));
  const salonOptions = (salons.data?.content ?? []).map((salon) => ({
    id: String(salon.id),
    name: salon.name,
  }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Stack space="md">
        <ListFilters layout="row">
          <TextField
            label="Amministratore"
            description="Una parte dell'e-mail"
            value={draft.attore ?? ''}
            onChange={(text) =>
              setDraft({ ...draft, attore: text.trim() === '' ? undefined : text })
            }
          />
          <FilterSelect
            label="Azione"
            all={{ id: 'TUTTI', name: 'Tutte' }}
            options={AUDIT_ACTION_OPTIONS}
            value={draft.azione}
            onChange={(azione) => setDraft({ ...draft, azione })}
          />
          <FilterSelect
            label="Salone"
            all={{ id: 'TUTTI', name: 'Tutti' }}
            options={salonOptions}
            value={draft.salone === undefined ? undefined : String(draft.salone)}
            onChange={(salone) =>
              setDraft({ ...draft, salone: salone === undefined ? undefined : Number(salone) })
            }
          />
          <DatePicker
            label="Dal"
            value={dateOf(draft.dal)}
            onChange={(date) => setDraft({ ...draft, dal: date?.toString() })}
          />
          <DatePicker
            label="Al"
            value={dateOf(draft.al)}
            onChange={(date) => setDraft({ ...draft, al: date?.toString() })}
          />
        </ListFilters>
        <Inline space="sm">
          <Button type="submit">Filtra</Button>
          <Button variant="secondary" onPress={() => onApply({})}>
            Azzera filtri
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function RegisterEntries({ search, onChange }: AuditRegisterPageProps) {
  const api = useApi();
  const { data } = useSuspenseQuery(adminAuditQueryOptions(api, registerParamsOf(search)));
  return (
    <PagedList
      isEmpty={data.totalElements === 0}
      empty="Nessuna attività con questi filtri."
      count={data.totalElements === 1 ? '1 attività' : `${data.totalElements} attività`}
      pager={{
        'aria-label': 'Pagine del registro',
        page: search.pagina ?? 1,
        pageCount: data.totalPages,
        onPageChange: (page) => onChange({ ...search, pagina: page > 1 ? page : undefined }),
      }}
    >
      <AuditEntryList
        label="Registro attività"
        entries={data.content}
        actionOf={(entry) => AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action}
        more={(entry) => (
          <span>
            {entry.salonId ? (
              <Link to="/admin/salon/$id" params={{ id: String(entry.salonId) }}>
                {entry.salonName ?? `Salone n. ${entry.salonId}`}
              </Link>
            ) : (
              'Nessun salone'
            )}
          </span>
        )}
      />
    </PagedList>
  );
}
