import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { updateWhatsAppSettingsMutation, whatsAppSettingsQueryOptions } from '@agendina/api';
import { Spinner, PageSection } from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';
import { WhatsAppSettingsForm } from './WhatsAppSettingsForm.tsx';

function WhatsAppSettingsLoaded() {
  const api = useApi();
  const { data: settings } = useSuspenseQuery(whatsAppSettingsQueryOptions(api));
  const update = useMutation(updateWhatsAppSettingsMutation(api));
  return (
    <WhatsAppSettingsForm
      settings={settings}
      isSubmitting={update.isPending}
      failure={update.error}
      saved={update.isSuccess}
      onSubmit={(body) => update.mutateAsync(body)}
    />
  );
}

/** /salone's WhatsApp section: the salon's channel (sandbox or Cloud API). Salon accounts only. */
export function WhatsAppSettings() {
  return (
    <PageSection id="whatsapp-title" title="WhatsApp">
      <QueryBoundary loading={<Spinner label="Caricamento delle impostazioni WhatsApp..." />}>
        <WhatsAppSettingsLoaded />
      </QueryBoundary>
    </PageSection>
  );
}
