import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/salone')({
  staticData: { title: 'Il mio salone', private: true },
  component: IlMioSalonePage,
});

function IlMioSalonePage() {
  return <ComingSoon title="Il mio salone" />;
}
