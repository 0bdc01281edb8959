// The one flat it-IT dictionary of the kit (DESIGN.md §9), with ICU-style {placeholders}.
// Copy quoted by SPEC.md §2 and §5 is word for word.
export const messages = {
  loadingAppointments: 'Caricamento appuntamenti...',
  loading: 'Caricamento...',
  selectOperators: 'Seleziona professionisti',
  allSelected: 'Tutti',
  nSelected: '{count} selezionati',
  select: 'Seleziona...',
  noResults: 'Nessun risultato',
  day: 'Giorno',
  month: 'Mese',
  week: 'Settimana',
  today: 'Oggi',
  previousWeek: 'Settimana precedente',
  nextWeek: 'Settimana successiva',
  close: 'Chiudi',
  ok: 'OK',
  cancel: 'Annulla',
  confirm: 'Conferma',
  quickView: 'Vista rapida',
  defaultClient: 'Cliente',
  free: 'libero',
  overtime: 'fuori orario',
  time: 'Orario',
  operator: 'Operatore',
  phone: 'Telefono',
  phonePrefix: 'Prefisso',
  phoneNumber: 'Numero',
  assistance: 'ASSISTENZA',
  subscription: 'ABBONAMENTO',
  logout: 'LOGOUT',
  securitySettings: 'Impostazioni di sicurezza',
  menu: 'Menu',
  mainNavigation: 'Navigazione principale',
  back: 'Indietro',
  continue: 'Continua',
  create: 'Crea Appuntamento',
  creating: 'Creazione...',
  stepOf: 'Passo {step} di {total}',
  notes: 'Note',
  send: 'Invia',
  message: 'Messaggio',
  resolve: 'Risolvi richiesta',
  edit: 'Modifica',
  save: 'Salva',
  clickToEdit: 'Clicca per modificare',
  noNotes: 'Nessuna nota',
  dialogError: 'Errore',
  dialogWarning: 'Attenzione',
  dialogInfo: 'Informazione',
  dialogSuccess: 'Operazione completata',
  dragItem: 'Trascina {name}',
} as const;

export type MessageKey = keyof typeof messages;

/** The message of a key with its {placeholders} filled in. */
export function t(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
