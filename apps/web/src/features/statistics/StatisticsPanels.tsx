import type { StatisticsPeriod } from '@agendina/api';
import { CancellationsPanel } from './CancellationsPanel.tsx';
import { ClientsPanel } from './ClientsPanel.tsx';
import { OccupancyPanel } from './OccupancyPanel.tsx';
import { RevenuePanel } from './RevenuePanel.tsx';
import { SourcesPanel } from './SourcesPanel.tsx';
import { StatisticsPanel } from './StatisticsPanel.tsx';
import { TopServicesPanel } from './TopServicesPanel.tsx';

/**
 * The six panels of /statistiche, one call each (issue #36): each loads and fails on its own.
 * Loaded lazily by StatisticsPage with the charts and tables.
 */
export function StatisticsPanels({ period }: { period: StatisticsPeriod }) {
  // Only the days reach the calls (and their cache keys): the period's kind is the page's.
  const days = { from: period.from, to: period.to };
  return (
    <>
      <StatisticsPanel id="occupazione-title" title="Occupazione">
        <OccupancyPanel period={days} />
      </StatisticsPanel>
      <StatisticsPanel id="incassi-title" title="Incassi">
        <RevenuePanel period={days} />
      </StatisticsPanel>
      <StatisticsPanel id="clienti-title" title="Clienti">
        <ClientsPanel period={days} />
      </StatisticsPanel>
      <StatisticsPanel id="mancate-title" title="Mancate presentazioni e disdette tardive">
        <CancellationsPanel period={days} />
      </StatisticsPanel>
      <StatisticsPanel id="canali-title" title="Prenotazioni per canale">
        <SourcesPanel period={days} />
      </StatisticsPanel>
      <StatisticsPanel id="servizi-title" title="Servizi più richiesti">
        <TopServicesPanel period={days} />
      </StatisticsPanel>
    </>
  );
}
