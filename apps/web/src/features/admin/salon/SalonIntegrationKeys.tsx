import {
  adminSalonKeysQueryOptions,
  issueAdminSalonKeyMutation,
  revokeAdminSalonKeyMutation,
} from '@agendina/api';
import { useApi } from '../../../lib/router-context.ts';
import { IntegrationKeysPanel } from '../../salon/integration-keys/IntegrationKeysPanel.tsx';

/** /admin/salon/$id: the salon's keys as the admin manages them (issue and revoke). */
export function SalonIntegrationKeys({ salonId }: { salonId: number }) {
  const api = useApi();
  return (
    <IntegrationKeysPanel
      access={{
        list: adminSalonKeysQueryOptions(api, salonId),
        issue: issueAdminSalonKeyMutation(api, salonId),
        revoke: revokeAdminSalonKeyMutation(api, salonId),
      }}
    />
  );
}
