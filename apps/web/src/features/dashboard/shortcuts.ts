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
  href: '/salone' | '/database-clienti' | '/comunicazioni' | '/cassa' | '/magazzino';
  title: string;
  description: string;
  /** What the card opens: the workspace, the clients, the WhatsApp inbox, the till, the stock. */
  icon: IconName;
}

/**
 * The shortcut cards of SPEC.md §2 and the grid's column count: three columns, plus one for each
 * enabled cash or warehouse card.
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
  return { cards, columns: cards.length };
}
