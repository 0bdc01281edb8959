import { pluralIt } from '@agendina/scheduling';
import { Suspense, useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  appointmentSearchQueryOptions,
  completeExpiredAppointmentsMutation,
  describeError,
  hairdressersQueryOptions,
  recentAppointmentsQueryOptions,
  type AppointmentSearchParams,
} from '@agendina/api';
import { Button, Pagination, Inline, Stack } from '@agendina/ui';
import { ConfirmDialog, MessageDialog } from '../../lib/dialogs-after-paint.ts';
import { useApi, useClock } from '../../lib/router-context.ts';
import { rangeProblem, salonToday } from '../../lib/date-range.ts';
import { AppointmentsFilters, type AppointmentFilters } from './AppointmentsFilters.tsx';
import { ClientSearchField } from './ClientSearchField.tsx';
import { filtersOf, searchOf, searchParamsOf } from './appointments-filters.ts';
import type { AppointmentsSearch } from './appointments-search.ts';
import { OnlineRequests } from './OnlineRequests.tsx';
import { RecentBookings } from './RecentBookings.tsx';
import { WaitlistSection } from './WaitlistSection.tsx';
import { AppointmentsTable } from './AppointmentsTable.tsx';
import * as styles from './appointments-page.css.ts';

const completedMessage = (n: number) =>
  pluralIt(n, {
    one: '# appuntamento scaduto completato.',
    other: '# appuntamenti scaduti completati.',
  });

/**
 * The online requests to answer, the appointments list (filters, client search, 25 a page from
 * GET /appointments/search), the waitlist, recent bookings and the bulk completion of expired ones.
 */
export function AppointmentsManagementPage({ search }: { search: AppointmentsSearch }) {
  const api = useApi();
  const navigate = useNavigate();
  const today = salonToday(useClock());
  const filters = filtersOf(search, today);
  const page = search.pagina ?? 1;
  const [isConfirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const params = searchParamsOf(filters, search.cerca ?? '', page);
  const problem = rangeProblem(filters.from, filters.to);
  const operators = useSuspenseQuery(hairdressersQueryOptions(api));
  const recent = useSuspenseQuery(recentAppointmentsQueryOptions(api));
  const completeExpired = useMutation(completeExpiredAppointmentsMutation(api));
  const go = (
    next: AppointmentFilters,
    extra: { cerca?: string | undefined; pagina?: number } = {},
  ) =>
    void navigate({
      to: '/gestione-appuntamenti',
      search: searchOf(next, today, extra),
      resetScroll: false,
    });

  return (
    <main className={styles.page}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1>Gestione appuntamenti</h1>
        <Button
          variant="secondary"
          isDisabled={completeExpired.isPending}
          onPress={() => setConfirming(true)}
        >
          Completa appuntamenti scaduti
        </Button>
      </Inline>
      <OnlineRequests />
      <Stack component="section" space="md" aria-labelledby="elenco-appuntamenti">
        <h2 id="elenco-appuntamenti" className={styles.sectionTitle}>
          Appuntamenti
        </h2>
        <AppointmentsFilters
          filters={filters}
          operators={operators.data}
          onChange={(next) => go(next, { cerca: search.cerca })}
        />
        <ClientSearchField
          value={search.cerca ?? ''}
          onSearch={(cerca) => go(filters, { cerca })}
        />
        {params !== null && problem === null ? (
          <AppointmentsPage
            params={params}
            page={page}
            onPageChange={(pagina) => go(filters, { cerca: search.cerca, pagina })}
            onOpen={(id) => void navigate({ to: '/appuntamento/$id', params: { id: String(id) } })}
          />
        ) : (
          // A hand-edited address with a range the list cannot show: said, not an empty list.
          <p role="alert">{problem}</p>
        )}
      </Stack>
      <WaitlistSection />
      <Stack component="section" space="md" aria-labelledby="prenotazioni-recenti">
        <h2 id="prenotazioni-recenti" className={styles.sectionTitle}>
          Prenotazioni recenti
        </h2>
        <RecentBookings appointments={recent.data} />
      </Stack>
      <Suspense fallback={null}>
        <ConfirmDialog
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          title="Completare gli appuntamenti scaduti?"
          message="Gli appuntamenti prenotati già terminati verranno segnati come completati."
          confirmLabel="Completa"
          onConfirm={() =>
            completeExpired.mutate(undefined, {
              onSuccess: (result) =>
                setOutcome({ ok: true, text: completedMessage(result.updatedCount) }),
              onError: (error) => setOutcome({ ok: false, text: describeError(error).message }),
            })
          }
        />
        <MessageDialog
          type={outcome?.ok === false ? 'error' : 'success'}
          isOpen={outcome !== null}
          onOpenChange={(open) => {
            if (!open) setOutcome(null);
          }}
          message={outcome?.text}
        />
      </Suspense>
    </main>
  );
}

/** One page of the list (loaded by the route's loader), its count and the page control. */
function AppointmentsPage({
  params,
  page,
  onPageChange,
  onOpen,
}: {
  params: AppointmentSearchParams;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const api = useApi();
  const { data } = useSuspenseQuery(appointmentSearchQueryOptions(api, params));
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {pluralIt(data.totalElements, { one: '# appuntamento', other: '# appuntamenti' })}
      </p>
      <AppointmentsTable label="Appuntamenti" appointments={data.content} onOpen={onOpen} />
      <Pagination
        aria-label="Pagine degli appuntamenti"
        page={page}
        pageCount={data.totalPages}
        onPageChange={onPageChange}
      />
    </>
  );
}
