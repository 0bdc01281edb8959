import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { validateCashDeskSearch } from './-components/cash-desk-search.ts';

export const Route = createFileRoute('/_app/_cash/cassa/')({
  staticData: { title: 'Cassa', private: true },
  // 'Manda in Pagamento' opens the cash desk with its appointment: ?appuntamento=<id>.
  validateSearch: validateCashDeskSearch,
  component: CassaPage,
});

function CassaPage() {
  return <ComingSoon title="Cassa" />;
}
