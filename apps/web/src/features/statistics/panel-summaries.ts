/** What each panel of /statistiche shows, in a line: the plan gate lists them (issue #36). */
export const PANEL_SUMMARIES = [
  'Occupazione di ogni operatore: minuti prenotati sui minuti di lavoro',
  'Incassi per giorno, per operatore e per categoria di servizio',
  'Clienti nuovi e abituali, e quanti tornano entro 8 settimane',
  'Mancate presentazioni e disdette tardive, in numero e in percentuale',
  'Prenotazioni per canale: WhatsApp, assistente vocale, manuali e online',
  'I servizi più richiesti',
] as const;
