import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminAuditQueryOptions } from '@agendina/api';
import { definedOnly } from '../../../lib/search-params.ts';
import { AuditRegisterPage } from '../../../features/admin/register/AuditRegisterPage.tsx';
import {
  registerParamsOf,
  registerSearchOf,
} from '../../../features/admin/register/register-search.ts';

export const Route = createFileRoute('/_app/_admin/admin/registro')({
  staticData: { title: 'Registro attività', private: true },
  validateSearch: registerSearchOf,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the list shows its own loading and failure under its boundary.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(adminAuditQueryOptions(api, registerParamsOf(deps)));
  },
  component: RegistroAttivitaPage,
});

function RegistroAttivitaPage() {
  const navigate = useNavigate();
  return (
    <AuditRegisterPage
      search={Route.useSearch()}
      onChange={(next) =>
        void navigate({ to: '/admin/registro', search: definedOnly(next), resetScroll: false })
      }
    />
  );
}
