import { pluralIt } from '@agendina/scheduling';
import type { BusinessWording, HeaderLink } from '@agendina/ui';

/**
 * The salon's screens in the header's navigation (SPEC.md §2 route table), worded for its
 * business type: services or treatments, the staff-management label, salone, centro or studio.
 * The appointments carry the count of online bookings not yet seen there (issue #34).
 */
export function appSections(wording: BusinessWording, unseenOnline = 0): HeaderLink[] {
  return [
    { href: '/dashboard', label: 'Dashboard' },
    {
      href: '/gestione-appuntamenti',
      label: 'Appuntamenti',
      ...(unseenOnline > 0
        ? {
            badge: {
              count: unseenOnline,
              description: pluralIt(unseenOnline, {
                one: '# nuova prenotazione online',
                other: '# nuove prenotazioni online',
              }),
            },
          }
        : {}),
    },
    { href: '/database-clienti', label: 'Clienti' },
    { href: '/servizi', label: wording.services },
    { href: '/parrucchieri', label: wording.staffLabel },
    { href: '/salone', label: wording.workspace },
  ];
}
