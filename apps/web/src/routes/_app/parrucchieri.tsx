import { createFileRoute } from '@tanstack/react-router';
import { hairdressersQueryOptions } from '@agendina/api';
import { OperatorsManager } from '../../features/operators/OperatorsManager.tsx';
import { api } from '../../lib/api.ts';

export const Route = createFileRoute('/_app/parrucchieri')({
  staticData: { title: 'Operatori', private: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(hairdressersQueryOptions(api)),
  component: OperatorsManager,
});
