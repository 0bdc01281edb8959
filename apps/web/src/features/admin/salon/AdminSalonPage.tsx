import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminSalonQueryOptions } from '@agendina/api';
import { Spinner, PageSection, Page, PageTitle } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { AuditLog } from './AuditLog.tsx';
import { SalonAccount } from './SalonAccount.tsx';
import { SalonIntegrationKeys } from './SalonIntegrationKeys.tsx';
import { SalonSessions } from './SalonSessions.tsx';
import { SalonSubscription, SalonUsage } from './SalonSubscription.tsx';

/**
 * /admin/salon/$id: account, subscription and usage from one call; sessions, keys and the audit
 * log each load, and fail, in their own section.
 */
export function AdminSalonPage({ salonId }: { salonId: number }) {
  const api = useApi();
  const { data: salon } = useSuspenseQuery(adminSalonQueryOptions(api, salonId));
  return (
    <Page>
      <div>
        <Link to="/admin">← Amministrazione</Link>
      </div>
      <PageTitle>{salon.name}</PageTitle>
      <PageSection id="account-title" title="Account">
        <SalonAccount salon={salon} />
      </PageSection>
      <PageSection id="abbonamento-title" title="Abbonamento">
        <SalonSubscription subscription={salon.subscription} />
      </PageSection>
      <PageSection id="utilizzo-title" title="Utilizzo">
        <SalonUsage usage={salon.usage} />
      </PageSection>
      <PageSection id="sessioni-title" title="Sessioni attive">
        <Loaded what="delle sessioni">
          <SalonSessions salonId={salonId} />
        </Loaded>
      </PageSection>
      <PageSection id="chiavi-title" title="Chiavi di integrazione">
        <SalonIntegrationKeys salonId={salonId} />
      </PageSection>
      <PageSection id="registro-title" title="Registro delle modifiche">
        <Loaded what="del registro">
          <AuditLog salonId={salonId} />
        </Loaded>
      </PageSection>
    </Page>
  );
}

function Loaded({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryBoundary loading={<Spinner label={`Caricamento ${what}...`} />}>{children}</QueryBoundary>
  );
}
