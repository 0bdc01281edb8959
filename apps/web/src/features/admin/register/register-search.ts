// The address of the «Registro attività»: /admin/registro?attore=…&azione=…&salone=4&dal=…&al=…&pagina=2
import { AUDIT_ACTIONS, type AuditAction } from '@agendina/contract';
import type { AdminAuditParams } from '@agendina/api';
import {
  idOrUndefined,
  isoDateOrUndefined,
  oneOfOrUndefined,
  textOrUndefined,
} from '../../../lib/search-params.ts';

export interface RegisterSearch {
  attore?: string | undefined;
  azione?: AuditAction | undefined;
  salone?: number | undefined;
  dal?: string | undefined;
  al?: string | undefined;
  pagina?: number | undefined;
}

export const REGISTER_PAGE_SIZE = 25;

/** What each action code means, in the register's words. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'salon.update': 'Salone modificato',
  'session.revoke': 'Sessione chiusa',
  'session.revokeAll': 'Tutte le sessioni chiuse',
  'integrationKey.issue': 'Chiave di integrazione creata',
  'integrationKey.revoke': 'Chiave di integrazione revocata',
  'signupToken.create': 'Invito creato',
  'job.retry': 'Attività rimessa in coda',
  'fiscal.connectionTest': 'Test di connessione fiscale',
  'fiscal.testReceipt': 'Scontrino fiscale di prova',
  'fiscal.testVoid': 'Annullo fiscale di prova',
  'salon.dataExport': 'Dati del salone scaricati',
  'deposit.refund': 'Acconto rimborsato',
};

export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: AUDIT_ACTION_LABELS[action],
}));

/** Every key kept, an unknown value dropped (lib/search-params.ts explains why). */
export function registerSearchOf(search: Record<string, unknown>): RegisterSearch {
  const page = Number(search['pagina']);
  return {
    attore: textOrUndefined(search['attore']),
    azione: oneOfOrUndefined(AUDIT_ACTIONS, search['azione']),
    salone: idOrUndefined(search['salone']),
    dal: isoDateOrUndefined(search['dal']),
    al: isoDateOrUndefined(search['al']),
    pagina: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The request of an address (pages count from 0 on the server). */
export const registerParamsOf = (search: RegisterSearch): AdminAuditParams => ({
  actor: search.attore,
  action: search.azione,
  salonId: search.salone,
  from: search.dal,
  to: search.al,
  page: (search.pagina ?? 1) - 1,
  size: REGISTER_PAGE_SIZE,
});
