import { createFileRoute } from '@tanstack/react-router';
import { hairdressersQueryOptions } from '@agendina/api';
import { ensureListOrEmpty } from '../../lib/route-data.ts';
import { OperatorsManager } from '../../features/operators/OperatorsManager.tsx';

export const Route = createFileRoute('/_app/parrucchieri')({
  staticData: { title: 'Operatori', private: true },
  loader: ({ context }) =>
    ensureListOrEmpty(context.queryClient, hairdressersQueryOptions(context.api)),
  // The loader's query code loads with the page, not in the app's entry (the /login budget).
  codeSplitGroupings: [['loader', 'component']],
  component: OperatorsManager,
});
