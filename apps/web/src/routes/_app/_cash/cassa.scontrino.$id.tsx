import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

// Placeholder for the receipt view of branch s8/w2, where "Incassa" lands: the merge replaces it.
export const Route = createFileRoute('/_app/_cash/cassa/scontrino/$id')({
  staticData: { title: 'Scontrino', private: true },
  component: () => <ComingSoon title="Scontrino" />,
});
