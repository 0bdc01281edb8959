import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminSalonQueryOptions } from '@agendina/api';
import { Spinner } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { PageSection } from '../../salon/PageSection.tsx';
import { AuditLog } from './AuditLog.tsx';
import { SalonAccount } from './SalonAccount.tsx';
import { SalonIntegrationKeys } from './SalonIntegrationKeys.tsx';
import { SalonSessions } from './SalonSessions.tsx';
import { SalonSubscription, SalonUsage } from './SalonSubscription.tsx';
import * as layout from '../../salon/layout.css.ts';

/**
 * /admin/salon/$id: account, subscription and usage from one call; sessions, keys and the audit
 * log each load, and fail, in their own section.
 */
export function AdminSalonPage({ salonId }: { salonId: number }) {
  const api = useApi();
  const { data: salon } = useSuspenseQuery(adminSalonQueryOptions(api, salonId));
  return (
    <main className={layout.page}>
      <div>
        <Link to="/admin">← Amministrazione</Link>
      </div>
      <h1 className={layout.title}>{salon.name}</h1>
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
    </main>
  );
}

function Loaded({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryBoundary loading={<Spinner label={`Caricamento ${what}...`} />}>{children}</QueryBoundary>
  );
}
