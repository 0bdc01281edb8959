import {
  issueMyIntegrationKeyMutation,
  myIntegrationKeysQueryOptions,
  revokeMyIntegrationKeyMutation,
  rotateMyIntegrationKeyMutation,
} from '@agendina/api';
import { useApi } from '../../../lib/router-context.ts';
import { IntegrationKeysPanel } from './IntegrationKeysPanel.tsx';

/** /salone: the owner's own keys, which they may also rotate. */
export function MyIntegrationKeys() {
  const api = useApi();
  return (
    <IntegrationKeysPanel
      access={{
        list: myIntegrationKeysQueryOptions(api),
        issue: issueMyIntegrationKeyMutation(api),
        revoke: revokeMyIntegrationKeyMutation(api),
        rotate: rotateMyIntegrationKeyMutation(api),
      }}
    />
  );
}
