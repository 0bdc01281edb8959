import { useSuspenseQuery } from '@tanstack/react-query';
import { topServiceStatisticsQueryOptions, type StatisticsPeriod } from '@agendina/api';
import { pageFrame } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { ChartPair } from './ChartPair.tsx';
import { difference, measure } from './figure-cell.ts';

/** The ten services with the highest takings, with how many were done, against before. */
export function TopServicesPanel({ period }: { period: StatisticsPeriod }) {
  const api = useApi();
  const stats = useSuspenseQuery(topServiceStatisticsQueryOptions(api, period)).data;
  const { current, previous } = stats;
  if (current.services.length === 0)
    return <p className={pageFrame.muted}>Nessun servizio svolto nel periodo scelto.</p>;
  // Each period has its own top ten: a service out of the previous one has no figure to compare,
  // so these are not figureOf's figures of both periods.
  const before = new Map(previous.services.map((s) => [s.serviceId, s]));
  return (
    <ChartPair
      chart={{
        title: 'Servizi più richiesti',
        description: `I ${current.services.length} servizi con l'incasso più alto, con il periodo precedente.`,
        data: current.services.map((s) => ({
          key: String(s.serviceId),
          label: s.serviceName,
          value: s.revenueCents,
          previous: before.get(s.serviceId)?.revenueCents,
        })),
        unit: 'euro',
      }}
      table={{
        caption: 'Servizi più richiesti',
        headers: [
          'Servizio',
          'Volte',
          'Incasso (€)',
          'Volte nel periodo precedente',
          'Incasso nel periodo precedente (€)',
          'Differenza di incasso (€)',
        ],
        rows: current.services.map((s) => {
          const then = before.get(s.serviceId);
          return {
            key: String(s.serviceId),
            cells: [
              s.serviceName,
              measure('count', s.count),
              measure('euro', s.revenueCents),
              then ? measure('count', then.count) : null,
              then ? measure('euro', then.revenueCents) : null,
              difference('euro', s.revenueCents, then?.revenueCents),
            ],
          };
        }),
      }}
      period={stats.period}
    />
  );
}
