import type { SitePage } from '../../site-page.ts';

// Placeholder: the content is being written (issue #20).
export const whatsappBookingGuidePage: SitePage = {
  path: '/blog/automatizzare-prenotazioni-whatsapp-guida-completa',
  title: 'Automatizzare le prenotazioni con WhatsApp: la guida completa',
  description: 'x',
  lastModified: '2026-11-24',
  Component: () => <h1>Automatizzare le prenotazioni con WhatsApp: la guida completa</h1>,
};
