import type { AuditEntry } from '@agendina/api';
import { BUSINESS_WORDING, type BusinessType } from '@agendina/ui';

/** The Italian name of a field an admin action changes; an unknown one shows as it is. */
const fieldLabels: Readonly<Record<string, string>> = {
  digitalCashEnabled: 'Cassa digitale',
  businessType: 'Attività',
  active: 'Salone attivo',
  label: 'Nome della chiave',
  prefix: 'Chiave',
  revokedAt: 'Revocata il',
  sessions: 'Sessioni',
  count: 'Sessioni chiuse',
};

const valueText = (field: string, value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (field === 'businessType' && typeof value === 'string' && value in BUSINESS_WORDING)
    return BUSINESS_WORDING[value as BusinessType].label;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Each field an entry records, with its value before and after ('—' where there was none). */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field: fieldLabels[field] ?? field,
    before: valueText(field, before[field]),
    after: valueText(field, after[field]),
  }));
}
