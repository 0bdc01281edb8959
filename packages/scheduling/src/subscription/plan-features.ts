import type { components } from '@agendina/contract';

type PlanEntitlements = components['schemas']['PlanEntitlements'];

// What stands behind each line a plan sells (issue #36, point 3): an entitlement the server
// enforces, a part of the product every plan has, or a service of the Agendina team. A line
// with nothing behind it fails plan-features.test.ts, so the price table cannot promise what
// does not exist (as «più sedi» did).

export type FeatureBacking =
  /** The plan's entitlements say it: `holds` is checked against the plan's own. */
  | { kind: 'entitlement'; holds: (e: PlanEntitlements) => boolean }
  /** A part of the product every plan has, named by the screen that shows it. */
  | { kind: 'product'; screen: string }
  /** Work the team does for the salon, described where a client reads it. */
  | { kind: 'service'; describedIn: string };

export const PLAN_FEATURE_BACKING: Readonly<Record<string, FeatureBacking>> = {
  'Calendario e prenotazioni': { kind: 'product', screen: '/dashboard' },
  'Fino a 2 operatori': { kind: 'entitlement', holds: (e) => e.maxOperators === 2 },
  'Schede clienti illimitate': { kind: 'product', screen: '/database-clienti' },
  'Promemoria WhatsApp': { kind: 'product', screen: '/salone' },
  'Operatori illimitati': { kind: 'entitlement', holds: (e) => e.maxOperators === null },
  'Cassa digitale e documento commerciale': { kind: 'entitlement', holds: (e) => e.cashDesk },
  Magazzino: { kind: 'entitlement', holds: (e) => e.warehouse },
  'Assistente WhatsApp e vocale': { kind: 'entitlement', holds: (e) => e.assistants },
  'Tutto quello di Pro': {
    kind: 'entitlement',
    holds: (e) => e.maxOperators === null && e.cashDesk && e.warehouse && e.assistants,
  },
  'Statistiche avanzate': { kind: 'entitlement', holds: (e) => e.statistics },
  'Assistenza prioritaria al telefono': { kind: 'service', describedIn: '/assistenza' },
  'Migrazione dei dati inclusa': { kind: 'service', describedIn: '/faq' },
};
