import type { BusinessWording } from '@agendina/ui';

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
    },
    {
      href: '/database-clienti',
      title: 'Archivio clienti',
      description: 'Schede, contatti e storico',
    },
    { href: '/comunicazioni', title: 'Comunicazioni', description: 'Conversazioni WhatsApp' },
  ];
  if (hasDigitalCash && showCash)
    cards.push({ href: '/cassa', title: 'Cassa', description: 'Incassi e scontrini' });
  if (showWarehouse)
    cards.push({
      href: '/magazzino',
      title: 'Magazzino',
      description: 'Prodotti, ordini e movimenti',
    });
  return { cards, columns: cards.length };
}
