// The fiscal adapter's test calls of /admin/fiskaly-testing (tag Admin, ADMIN only): they answer
// what the service said, failures included, with the raw exchange; nothing is stored but the
// audit entry of each call (issue #32: who tested, when, and what the service answered).
import { randomUUID } from 'node:crypto';
import { priceReceipt, settle } from '@agendina/scheduling';
import { FiscalError } from '../../adapters/fiscal/index.ts';
import type { FiscalAdapter, FiscalDocument } from '../../adapters/fiscal/index.ts';
import type { Handlers, RequestCtx, Schemas } from '../context.ts';
import { recordAudit } from '../../services/audit.ts';
import type { AuditAction } from '../../services/audit.ts';

type Result = Schemas['FiscalTestResult'];

/** The test sale: one line of 1,00 € at 22%, paid by card. */
const TEST_LINE = {
  description: 'Scontrino di prova',
  quantity: 1,
  unitPriceCents: 100,
  vatRate: 22,
} as const;

async function attempt(
  adapter: FiscalAdapter,
  call: () => Promise<{ message: string; document?: FiscalDocument; exchange: Result['exchange'] }>,
): Promise<Result> {
  try {
    const { message, document, exchange } = await call();
    return {
      provider: adapter.provider,
      ok: true,
      message,
      ...(document
        ? {
            document: {
              kind: document.kind,
              number: document.number,
              providerId: document.providerId,
              issuedAt: document.issuedAt,
            },
          }
        : {}),
      exchange: { request: exchange.request ?? null, response: exchange.response ?? null },
    };
  } catch (error) {
    if (!(error instanceof FiscalError)) throw error;
    return {
      provider: adapter.provider,
      ok: false,
      message: error.message,
      exchange: {
        request: error.exchange?.request ?? null,
        response: error.exchange?.response ?? {
          detail: error.detail,
          status: error.status ?? null,
        },
      },
    };
  }
}

/** The call's audit entry (no salon: the platform's adapter), outcome included; then its answer. */
async function audited(
  ctx: RequestCtx,
  action: AuditAction,
  summary: string,
  before: Record<string, unknown> | null,
  result: Result,
): Promise<Result> {
  await ctx.db.transaction((tx) =>
    recordAudit(tx, ctx.caller, {
      salonId: null,
      action,
      summary: `${summary}: ${result.ok ? 'riuscito' : 'non riuscito'}`,
      before,
      after: {
        provider: result.provider,
        ok: result.ok,
        message: result.message,
        documentNumber: result.document?.number ?? null,
      },
    }),
  );
  return result;
}

const issued = (document: FiscalDocument) => ({
  message: `Documento di prova emesso: ${document.number}`,
  document,
  exchange: document.exchange as Result['exchange'],
});

export const adminFiscalHandlers = {
  async testFiscalConnection(ctx) {
    const adapter = ctx.adapters.fiscal;
    const result = await attempt(adapter, async () => {
      const connection = await adapter.checkConnection();
      return {
        message: connection.message,
        exchange: connection.exchange as Result['exchange'],
      };
    });
    return ctx.ok(
      await audited(ctx, 'fiscal.connectionTest', 'Test di connessione fiscale', null, result),
    );
  },

  async issueFiscalTestReceipt(ctx) {
    const adapter = ctx.adapters.fiscal;
    const priced = priceReceipt([TEST_LINE]);
    const payments = [{ method: 'CARTA', amountCents: 100 }] as const;
    const settlement = settle(100, payments);
    if (!priced.ok || !settlement.ok) throw new Error('Scontrino di prova non prezzabile');
    const result = await attempt(adapter, async () =>
      issued(
        await adapter.issueSale({
          transmissionKey: `prova-${randomUUID()}`,
          receiptNumber: 'PROVA',
          receipt: priced.receipt,
          payments,
          settlement,
        }),
      ),
    );
    return ctx.ok(
      await audited(ctx, 'fiscal.testReceipt', 'Scontrino fiscale di prova', null, result),
    );
  },

  async voidFiscalTestReceipt(ctx) {
    const adapter = ctx.adapters.fiscal;
    const original = { providerId: ctx.body.providerId, number: ctx.body.number };
    const result = await attempt(adapter, async () =>
      issued(await adapter.issueVoid({ transmissionKey: `prova-${randomUUID()}`, original })),
    );
    return ctx.ok(
      await audited(
        ctx,
        'fiscal.testVoid',
        `Annullo di prova del documento ${original.number}`,
        original,
        result,
      ),
    );
  },
} satisfies Partial<Handlers>;
