import type { Schemas } from '../domain/contract-types.ts';

export interface DemoSalon {
  name: string;
  businessType: Schemas['BusinessType'];
  email: string;
  password: string;
  owner: string;
  phoneNumber: string;
  address: string;
  vatNumber: string;
  digitalCashEnabled: boolean;
  openingHours: string;
  integrationKey: string;
  operators: {
    name: string;
    role: Schemas['HairdresserRole'];
    colorCode: string;
    categories: Schemas['ServiceCategory'][];
    workingHours: string | null;
  }[];
  clients: [string, string][];
  /**
   * How many more clients than the named ones (demo-clients.ts): the weeks need a clientele. Not
   * hundreds: /database-clienti shows them all on one page (and the e2e axe scan reads it).
   */
  moreClients: number;
  /** On a copy of a demo salon (demoSalons): which copy, and the e-mail of the demo it copies. */
  copy?: { number: number; demoEmail: string };
}

const WEEKDAYS_9_19 =
  '{"monday":[["09:00","19:00"]],"tuesday":[["09:00","19:00"]],"wednesday":[["09:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:30"]],"saturday":[["08:30","18:00"]],"sunday":[]}';
const SPLIT =
  '{"monday":[["09:00","13:00"],["14:00","19:00"]],"tuesday":[["09:00","13:00"],["14:00","19:00"]],"wednesday":[["09:00","13:00"],["14:00","19:00"]],"thursday":[["09:00","13:00"],["14:00","19:00"]],"friday":[["09:00","13:00"],["14:00","19:00"]],"saturday":[["09:00","13:00"]],"sunday":[]}';

export const DEMO_ADMIN = {
  email: 'admin@agendina.it',
  password: 'Agendina2026!',
  name: 'Amministratore Agendina',
};

export const DEMO_SALONS: DemoSalon[] = [
  {
    name: 'Salone Bellavista',
    businessType: 'PARRUCCHIERE',
    email: 'info@salonebellavista.it',
    password: 'Forbici2026!',
    owner: 'Salone Bellavista',
    phoneNumber: '+390612345678',
    address: 'Via Roma 12, 00184 Roma RM',
    vatNumber: '01234567897',
    digitalCashEnabled: true,
    openingHours: WEEKDAYS_9_19,
    integrationKey: 'demo-bellavista-0123456789abcdef',
    operators: [
      {
        name: 'Sara Conti',
        role: 'HAIRDRESSER',
        colorCode: '#E91E63',
        categories: ['COLORE', 'TAGLIO', 'PIEGA', 'SHAMPOO', 'TRATTAMENTO'],
        workingHours: null,
      },
      {
        name: 'Luca Ferrari',
        role: 'HAIRDRESSER',
        colorCode: '#3F51B5',
        categories: ['COLORE', 'TAGLIO', 'PIEGA'],
        workingHours: SPLIT,
      },
      {
        name: 'Chiara Romano',
        role: 'ASSISTANT',
        colorCode: '#4CAF50',
        categories: ['SHAMPOO', 'PIEGA', 'TRATTAMENTO'],
        workingHours: null,
      },
    ],
    clients: [
      ['Giulia Rossi', '+393471234567'],
      ['Francesca Bianchi', '+393482345678'],
      ['Alessandra Russo', '+393493456789'],
      ['Valentina Romano', '+393404567890'],
      ['Martina Gallo', '+393315678901'],
      ['Chiara Costa', '+393326789012'],
      ['Federica Fontana', '+393337890123'],
      ['Marco Esposito', '+393288901234'],
      ['Paolo Ricci', '+393299012345'],
      ['Elisa Moretti', '+393390123456'],
      ['Silvia Marino', '+393401234560'],
      ['Laura De Luca', '+393412345670'],
    ],
    moreClients: 48,
  },
  {
    name: 'Centro Estetico Aurora',
    businessType: 'ESTETISTA',
    email: 'info@centroaurora.it',
    password: 'Aurora2026!',
    owner: 'Centro Estetico Aurora',
    phoneNumber: '+390111234567',
    address: 'Corso Vittorio Emanuele II 45, 10123 Torino TO',
    vatNumber: '09876543217',
    digitalCashEnabled: false,
    openingHours: WEEKDAYS_9_19,
    integrationKey: 'demo-aurora-0123456789abcdef',
    operators: [
      {
        name: 'Elena Greco',
        role: 'HAIRDRESSER',
        colorCode: '#9C27B0',
        categories: ['ESTETICA', 'TRATTAMENTO'],
        workingHours: null,
      },
      {
        name: 'Martina Esposito',
        role: 'HAIRDRESSER',
        colorCode: '#FF9800',
        categories: ['ESTETICA'],
        workingHours: SPLIT,
      },
    ],
    clients: [
      ['Sofia Bruno', '+393471112223'],
      ['Aurora Galli', '+393482223334'],
      ['Beatrice Conti', '+393493334445'],
      ['Camilla Lombardi', '+393404445556'],
      ['Noemi Barbieri', '+393315556667'],
      ['Irene Ferrara', '+393326667778'],
      ['Greta Santoro', '+393337778889'],
      ['Anna Rinaldi', '+393288889990'],
    ],
    moreClients: 32,
  },
  {
    name: 'Studio Massaggi Armonia',
    businessType: 'MASSAGGIATORE',
    email: 'info@studioarmonia.it',
    password: 'Armonia2026!',
    owner: 'Studio Massaggi Armonia',
    phoneNumber: '+390512345678',
    address: 'Via dell’Indipendenza 8, 40121 Bologna BO',
    vatNumber: '05556667773',
    digitalCashEnabled: false,
    openingHours: SPLIT,
    integrationKey: 'demo-armonia-0123456789abcdef',
    operators: [
      {
        name: 'Davide Marino',
        role: 'HAIRDRESSER',
        colorCode: '#009688',
        categories: ['MASSAGGIO'],
        workingHours: null,
      },
      {
        name: 'Francesca Colombo',
        role: 'HAIRDRESSER',
        colorCode: '#795548',
        categories: ['MASSAGGIO'],
        workingHours: null,
      },
    ],
    clients: [
      ['Andrea Caruso', '+393471239876'],
      ['Roberto Mancini', '+393482348765'],
      ['Stefania Gatti', '+393493457654'],
      ['Luca Pellegrini', '+393404566543'],
      ['Giorgia Testa', '+393315675432'],
      ['Matteo Serra', '+393326784321'],
      ['Claudia Villa', '+393337893210'],
      ['Simone Fabbri', '+393288902109'],
    ],
    moreClients: 32,
  },
];

/** WhatsApp conversations that ended in an assistance request. */
export const DEMO_CONVERSATIONS: {
  reason: string;
  intent: string;
  lines: [Schemas['MessageDirection'], string][];
}[] = [
  {
    reason: 'OPERATOR_REQUESTED',
    intent: 'BOOKING',
    lines: [
      ['INBOUND', 'Buongiorno, vorrei prenotare colore e piega per giovedì mattina'],
      ['OUTBOUND', 'Ciao! Giovedì alle 9:00 è libero. Confermi colore e piega?'],
      ['INBOUND', 'Preferirei parlare con qualcuno del salone, ho un dubbio sul colore'],
      ['OUTBOUND', 'Certo, ti faccio richiamare al più presto da una persona del salone.'],
    ],
  },
  {
    reason: 'NO_SLOTS_AVAILABLE',
    intent: 'BOOKING',
    lines: [
      ['INBOUND', 'Ciao, c’è posto sabato pomeriggio?'],
      [
        'OUTBOUND',
        'Mi dispiace, sabato pomeriggio è tutto pieno. Posso proporti venerdì alle 17:00?',
      ],
      ['INBOUND', 'No, solo sabato purtroppo'],
    ],
  },
  {
    reason: 'CLIENT_CONFUSED',
    intent: 'MODIFY',
    lines: [
      ['INBOUND', 'devo spostare l’appuntamento ma non ricordo quando era'],
      ['OUTBOUND', 'Nessun problema: mi dici il nome con cui hai prenotato?'],
      ['INBOUND', 'boh forse a nome di mia sorella'],
    ],
  },
];

/**
 * The demo salons, `copies` times over (DEMO_COPIES): the e2e suite's parallel workers each sign
 * in to a copy of their own, so two specs that change a salon never change the same one. Copy 1 is
 * the demo itself; copy n is the same salon (name, team, clients, week) with its owner's e-mail
 * and its integration key made its own (info+2@…).
 */
export function demoSalons(copies = 1): DemoSalon[] {
  return Array.from({ length: Math.max(1, copies) }, (_, i) => i + 1).flatMap((copy) =>
    DEMO_SALONS.map((demo) => (copy === 1 ? demo : copyOf(demo, copy))),
  );
}

function copyOf(demo: DemoSalon, copy: number): DemoSalon {
  const [local, domain] = demo.email.split('@');
  return {
    ...demo,
    email: `${local}+${copy}@${domain}`,
    integrationKey: `${demo.integrationKey}-${copy}`,
    copy: { number: copy, demoEmail: demo.email },
  };
}
