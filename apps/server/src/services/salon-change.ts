import type { salons } from '../db/schema/index.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { BUSINESS_TYPE_LABELS } from './business-type-labels.ts';

type SalonRow = typeof salons.$inferSelect;
type Request = Schemas['AdminSalonUpdateRequest'];

export interface SalonChange {
  set: Partial<Pick<SalonRow, 'digitalCashEnabled' | 'businessType' | 'active'>>;
  /** Only the fields that change, for the audit log. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** One Italian sentence per change, joined. */
  summary: string;
}

/**
 * What an admin's update changes on a salon, or null when every value is already the asked one
 * (nothing to write, nothing to log).
 */
export function salonChange(current: SalonRow, request: Request): SalonChange | null {
  const change: SalonChange = { set: {}, before: {}, after: {}, summary: '' };
  const sentences: string[] = [];
  if (
    request.digitalCashEnabled !== undefined &&
    request.digitalCashEnabled !== current.digitalCashEnabled
  ) {
    change.set.digitalCashEnabled = request.digitalCashEnabled;
    change.before['digitalCashEnabled'] = current.digitalCashEnabled;
    change.after['digitalCashEnabled'] = request.digitalCashEnabled;
    sentences.push(
      request.digitalCashEnabled ? 'Cassa digitale attivata' : 'Cassa digitale disattivata',
    );
  }
  if (request.businessType !== undefined && request.businessType !== current.businessType) {
    change.set.businessType = request.businessType;
    change.before['businessType'] = current.businessType;
    change.after['businessType'] = request.businessType;
    sentences.push(
      `Tipo di attività: da ${BUSINESS_TYPE_LABELS[current.businessType]} a ${BUSINESS_TYPE_LABELS[request.businessType]}`,
    );
  }
  if (request.active !== undefined && request.active !== current.active) {
    change.set.active = request.active;
    change.before['active'] = current.active;
    change.after['active'] = request.active;
    sentences.push(
      request.active ? 'Salone riattivato' : 'Salone disattivato e tutte le sessioni chiuse',
    );
  }
  if (sentences.length === 0) return null;
  change.summary = sentences.join('; ');
  return change;
}
