import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export const Route = createFileRoute('/_app/database-clienti')({
  staticData: { title: 'Archivio clienti', private: true },
  component: ArchivioClientiPage,
});

function ArchivioClientiPage() {
  return <ComingSoon title="Archivio clienti" />;
}
