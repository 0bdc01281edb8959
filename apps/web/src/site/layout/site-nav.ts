/** The site's main menu, in order (the header), and the footer's links. */
export const MAIN_NAV = [
  { label: 'Parrucchieri', href: '/servizio/parrucchieri' },
  { label: 'Estetisti', href: '/servizio/estetisti' },
  { label: 'Massaggiatori', href: '/servizio/massaggiatori' },
  { label: 'Domande frequenti', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Consulenza gratuita', href: '/consulenza' },
] as const;

export const FOOTER_NAV = [
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Termini e condizioni', href: '/termini-condizioni' },
  { label: 'Dichiarazione di accessibilità', href: '/accessibilita' },
  { label: 'Domande frequenti', href: '/faq' },
  { label: 'Blog', href: '/blog' },
  { label: 'Accedi', href: '/login' },
] as const;

/** The address the site's pages give for questions (privacy, accessibility, contacts). */
export const CONTACT_EMAIL = 'info@agendina.it';
