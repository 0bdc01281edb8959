import { intentionRecord, recordPlans, returnProblem } from './fiskaly-records.ts';
import type { RecordPlan } from './fiskaly-records.ts';
import { fiskalyField as field, fiskalyHttp } from './fiskaly-http.ts';
import type { FiskalyAnswer, FiskalyConfig } from './fiskaly-http.ts';
import { idempotencyUuid, parseDocumentNumber } from './provider-format.ts';
import { FiscalError, fiscalMessages } from './types.ts';
import type { FiscalAdapter, FiscalDocument, FiscalDocumentKind } from './types.ts';

/**
 * fiskaly SIGN IT (lite): each document is an INTENTION record on our System followed by the
 * TRANSACTION record that carries the sale, the cancellation or the correction. SIGN IT passes
 * it to the Agenzia delle Entrate's "Documento Commerciale Online" procedure and answers with
 * the progressive number the Agenzia gave it, in the record's compliance section.
 */
function numbered(body: unknown): boolean {
  const number = complianceNumber(body);
  return typeof number === 'string' && parseDocumentNumber(number) !== null;
}

/**
 * The Agenzia's progressive number of a TRANSACTION record. fiskaly's "Receipt Compliance" page
 * (SIGN IT 2026-02-03) names the field: `compliance.data`, once the record is COMPLETED; the
 * unversioned page only says "the compliance section". `compliance.number`, what this adapter
 * first read, is kept as a fallback until the TEST environment shows which one 2026-06-01 sends.
 */
function complianceNumber(body: unknown): unknown {
  const data = field(body, 'content', 'compliance', 'data');
  return typeof data === 'string' ? data : field(body, 'content', 'compliance', 'number');
}

export function fiskalyFiscalAdapter(config: FiskalyConfig): FiscalAdapter {
  const http = fiskalyHttp(config);
  const environment = /live\./.test(config.baseUrl) ? 'LIVE' : 'TEST';

  function document(
    kind: FiscalDocumentKind,
    transmissionKey: string,
    intention: FiskalyAnswer,
    transaction: FiskalyAnswer,
    refersTo: string | undefined,
  ): FiscalDocument {
    const exchange = {
      request: { intention: intention.exchange.request, transaction: transaction.exchange.request },
      response: {
        intention: intention.exchange.response,
        transaction: transaction.exchange.response,
      },
    };
    const providerId = field(transaction.body, 'content', 'id');
    const number = complianceNumber(transaction.body);
    const parsed = typeof number === 'string' ? parseDocumentNumber(number) : null;
    if (typeof providerId !== 'string' || typeof number !== 'string' || !parsed)
      // The record exists but the Agenzia has not numbered it yet: the same transmission key
      // asks again later and gets this very record back, so nothing is issued twice.
      throw new FiscalError('unavailable', fiscalMessages.unnumbered, {
        detail: 'Il record non ha ancora il numero progressivo dell’Agenzia delle Entrate',
        exchange,
      });
    const issuedAt = field(transaction.body, 'content', 'compliance', 'issued_at');
    return {
      kind,
      number,
      ...parsed,
      issuedAt: typeof issuedAt === 'string' ? issuedAt : new Date().toISOString(),
      providerId,
      ...(refersTo ? { refersTo } : {}),
      provider: 'fiskaly',
      transmissionKey,
      exchange,
    };
  }

  async function transmit({
    kind,
    transmissionKey,
    transaction,
    refersTo,
  }: RecordPlan): Promise<FiscalDocument> {
    const intention = await http.call({
      method: 'POST',
      path: '/records',
      body: intentionRecord(config.systemId),
      idempotencyKey: idempotencyUuid(transmissionKey, 'intention'),
    });
    const intentionId = field(intention.body, 'content', 'id');
    if (typeof intentionId !== 'string')
      throw new FiscalError('rejected', fiscalMessages.rejected('risposta senza id del record'), {
        exchange: intention.exchange,
      });
    const answer = await http.call({
      method: 'POST',
      path: '/records',
      body: transaction(intentionId),
      idempotencyKey: idempotencyUuid(transmissionKey, 'transaction'),
    });
    // A replayed answer keeps the state of the first one: when it had no number yet, the
    // record itself is read again, so a retry picks up the number the Agenzia gave meanwhile.
    const recordId = field(answer.body, 'content', 'id');
    if (typeof recordId === 'string' && !numbered(answer.body)) {
      const current = await http.call({ method: 'GET', path: `/records/${recordId}` });
      return document(kind, transmissionKey, intention, current, refersTo);
    }
    return document(kind, transmissionKey, intention, answer, refersTo);
  }

  return {
    provider: 'fiskaly',

    async checkConnection() {
      const system = await http.call({ method: 'GET', path: `/systems/${config.systemId}` });
      const unit = config.organizationId
        ? await http.call({ method: 'GET', path: `/organizations/${config.organizationId}` })
        : undefined;
      const state = field(system.body, 'content', 'state');
      return {
        provider: 'fiskaly',
        message: `Collegamento a fiskaly SIGN IT (${environment}) riuscito: dispositivo ${config.systemId}${typeof state === 'string' ? ` nello stato ${state}` : ''}`,
        exchange: {
          request: { system: system.exchange.request, organization: unit?.exchange.request },
          response: { system: system.exchange.response, organization: unit?.exchange.response },
        },
      };
    },

    issueSale(request) {
      return transmit(recordPlans.sale(request));
    },

    issueVoid(request) {
      return transmit(recordPlans.void(request));
    },

    issueReturn(request) {
      const problem = returnProblem(request);
      if (problem)
        return Promise.reject(new FiscalError('rejected', fiscalMessages.rejected(problem)));
      return transmit(recordPlans.return(request));
    },

    async closeDay() {
      // SIGN IT lite: the Agenzia's online procedure keeps the daily numbering itself.
    },
  };
}
