import type { BusinessWording, HeaderLink } from '@agendina/ui';

/**
 * The salon's screens in the header's navigation (SPEC.md §2 route table), worded for its
 * business type: services or treatments, the staff-management label, salone, centro or studio.
 */
export function appSections(wording: BusinessWording): HeaderLink[] {
  return [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/gestione-appuntamenti', label: 'Appuntamenti' },
    { href: '/database-clienti', label: 'Clienti' },
    { href: '/servizi', label: wording.services },
    { href: '/parrucchieri', label: wording.staffLabel },
    { href: '/salone', label: wording.workspace },
  ];
}
