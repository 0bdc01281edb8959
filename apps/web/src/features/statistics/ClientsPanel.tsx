import { useSuspenseQuery } from '@tanstack/react-query';
import { clientStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { comparisonTable } from './comparison-table.ts';
import { figureOf } from './figure-of.ts';
import { barsOf, ChartPair } from './ChartPair.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';

/** New and returning clients, and the share that came back within 8 weeks. */
export function ClientsPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(clientStatisticsQueryOptions(api, period)).data;
  const { current } = stats;
  if (current.clients === 0)
    return <p className={pageFrame.muted}>Nessun cliente è venuto nel periodo scelto.</p>;
  const clients = figureOf(stats, 'clients', 'Clienti venuti', 'count');
  const counts = [
    figureOf(stats, 'newClients', 'Clienti nuovi', 'count'),
    figureOf(stats, 'returningClients', 'Clienti abituali', 'count'),
  ];
  const cameBack = figureOf(stats, 'cameBackRate', 'Tornati entro 8 settimane', 'share');
  return (
    <>
      <HeadlineFigures figures={[clients, cameBack]} />
      <ChartPair
        chart={{
          title: 'Clienti nuovi e abituali',
          description: `${current.newClients} clienti nuovi e ${current.returningClients} abituali nel periodo, con il periodo precedente.`,
          data: barsOf(counts),
          unit: 'count',
        }}
        table={comparisonTable('Clienti', 'Voce', [
          clients,
          ...counts,
          figureOf(stats, 'cameBack', 'Tornati entro 8 settimane (clienti)', 'count'),
          { ...cameBack, name: 'Tornati entro 8 settimane (%)' },
        ])}
        period={stats.period}
      />
    </>
  );
}
