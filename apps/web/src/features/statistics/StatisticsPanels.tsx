import type { StatisticsPeriod } from '@agendina/api';
import { CancellationsPanel } from './CancellationsPanel.tsx';
import { ClientsPanel } from './ClientsPanel.tsx';
import { OccupancyPanel } from './OccupancyPanel.tsx';
import { RevenuePanel } from './RevenuePanel.tsx';
import { SourcesPanel } from './SourcesPanel.tsx';
import { StatisticsPanel } from './StatisticsPanel.tsx';
import { TopServicesPanel } from './TopServicesPanel.tsx';

/** The panels in page order: each section's id, its title and what it shows. */
const PANELS = [
  { id: 'occupazione-title', title: 'Occupazione', Panel: OccupancyPanel },
  { id: 'incassi-title', title: 'Incassi', Panel: RevenuePanel },
  { id: 'clienti-title', title: 'Clienti', Panel: ClientsPanel },
  {
    id: 'mancate-title',
    title: 'Mancate presentazioni e disdette tardive',
    Panel: CancellationsPanel,
  },
  { id: 'canali-title', title: 'Prenotazioni per canale', Panel: SourcesPanel },
  { id: 'servizi-title', title: 'Servizi più richiesti', Panel: TopServicesPanel },
] as const;

/**
 * The six panels of /statistiche, one call each (issue #36): each loads and fails on its own.
 * Loaded lazily by StatisticsPage with the charts and tables.
 */
export function StatisticsPanels({ period }: { period: StatisticsPeriod }) {
  // Only the days reach the calls (and their cache keys): the period's kind is the page's.
  const days = { from: period.from, to: period.to };
  return PANELS.map(({ id, title, Panel }) => (
    <StatisticsPanel key={id} id={id} title={title}>
      <Panel period={days} />
    </StatisticsPanel>
  ));
}
