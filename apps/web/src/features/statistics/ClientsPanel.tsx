import { useSuspenseQuery } from '@tanstack/react-query';
import { clientStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { CategoryBarChart, pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { comparisonTable, type ComparedFigure } from './comparison-table.ts';
import { FigureTable } from './FigureTable.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import * as styles from './statistics.css.ts';

/** New and returning clients, and the share that came back within 8 weeks. */
export function ClientsPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(clientStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  if (current.clients === 0)
    return <p className={pageFrame.muted}>Nessun cliente è venuto nel periodo scelto.</p>;
  const counts: ComparedFigure[] = [
    {
      key: 'nuovi',
      name: 'Clienti nuovi',
      unit: 'count',
      current: current.newClients,
      previous: previous.newClients,
    },
    {
      key: 'abituali',
      name: 'Clienti abituali',
      unit: 'count',
      current: current.returningClients,
      previous: previous.returningClients,
    },
  ];
  const cameBack: ComparedFigure = {
    key: 'tornati',
    name: 'Tornati entro 8 settimane',
    unit: 'share',
    current: current.cameBackRate,
    previous: previous.cameBackRate,
  };
  return (
    <>
      <HeadlineFigures
        figures={[
          {
            name: 'Clienti venuti',
            unit: 'count',
            current: current.clients,
            previous: previous.clients,
          },
          cameBack,
        ]}
      />
      <div className={styles.pair}>
        <CategoryBarChart
          title="Clienti nuovi e abituali"
          description={`${current.newClients} clienti nuovi e ${current.returningClients} abituali nel periodo, con il periodo precedente.`}
          data={counts.map((f) => ({
            key: f.key,
            label: f.name,
            value: f.current,
            previous: f.previous,
          }))}
          unit="count"
        />
        <FigureTable
          {...comparisonTable('Clienti', 'Voce', [
            {
              key: 'venuti',
              name: 'Clienti venuti',
              unit: 'count',
              current: current.clients,
              previous: previous.clients,
            },
            ...counts,
            {
              key: 'tornati-numero',
              name: 'Tornati entro 8 settimane (clienti)',
              unit: 'count',
              current: current.cameBack,
              previous: previous.cameBack,
            },
            { ...cameBack, name: 'Tornati entro 8 settimane (%)' },
          ])}
          period={stats.period}
        />
      </div>
    </>
  );
}
