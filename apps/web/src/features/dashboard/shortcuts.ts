import type { BusinessWording, IconName } from '@agendina/ui';

export interface ShortcutInput {
  wording: BusinessWording;
  /** The business has digital cash access (SPEC.md §6). */
  hasDigitalCash: boolean;
  /** The dashboard toggles of /salone (local storage, default on). */
  showCash: boolean;
  showWarehouse: boolean;
}

export interface Shortcut {
  href:
    '/salone' | '/database-clienti' | '/comunicazioni' | '/cassa' | '/magazzino' | '/statistiche';
  title: string;
  description: string;
  /**
   * What the card opens: the workspace, the clients, the WhatsApp inbox, the till, the stock,
   * the statistics.
   */
  icon: IconName;
}

/**
 * The shortcut cards of SPEC.md §2 and the grid's column count: three columns, plus one for each
 * enabled cash or warehouse card, plus the statistics (issue #36). Statistics show for every
 * plan: on a plan without them, /statistiche says what Premium adds instead of hiding it.
 */
export function dashboardShortcuts({
  wording,
  hasDigitalCash,
  showCash,
  showWarehouse,
}: ShortcutInput) {
  const cards: Shortcut[] = [
    {
      href: '/salone',
      title: `Il mio ${wording.workspace.toLowerCase()}`,
      description: 'Profilo, orari e preferenze',
      icon: 'store',
    },
    {
      href: '/database-clienti',
      title: 'Archivio clienti',
      description: 'Schede, contatti e storico',
      icon: 'users',
    },
    {
      href: '/comunicazioni',
      title: 'Comunicazioni',
      description: 'Conversazioni WhatsApp',
      icon: 'chat',
    },
  ];
  if (hasDigitalCash && showCash)
    cards.push({
      href: '/cassa',
      title: 'Cassa',
      description: 'Incassi e scontrini',
      icon: 'cash',
    });
  if (showWarehouse)
    cards.push({
      href: '/magazzino',
      title: 'Magazzino',
      description: 'Prodotti, ordini e movimenti',
      icon: 'warehouse',
    });
  cards.push({
    href: '/statistiche',
    title: 'Statistiche',
    description: 'Occupazione, incassi e clienti',
    icon: 'chart',
  });
  return { cards, columns: cards.length };
}
