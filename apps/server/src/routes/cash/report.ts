// The cash desk's report, CSV export and daily closing (tag Cassa).
import type { Handlers, RequestCtx } from '../context.ts';
import { assertDigitalCash } from '../../services/cash/access.ts';
import { closeDay, listClosings } from '../../services/cash/closing.ts';
import { receiptsCsv } from '../../services/cash/export-csv.ts';
import { assertPeriod, cashReport } from '../../services/cash/report.ts';

/** The period asked, once the salon has the digital cash desk and the period is one it reports. */
async function cashPeriod(ctx: RequestCtx & { query: { from: string; to: string } }) {
  await assertDigitalCash(ctx.db, ctx.salonId);
  assertPeriod(ctx.query.from, ctx.query.to);
  return ctx.query;
}

export const cashReportHandlers = {
  async getCashReport(ctx) {
    const { from, to } = await cashPeriod(ctx);
    return ctx.ok(await cashReport(ctx.db, ctx.salonId, from, to));
  },

  async exportCashReceiptsCsv(ctx) {
    const { from, to } = await cashPeriod(ctx);
    return {
      status: 200,
      text: await receiptsCsv(ctx.db, ctx.salonId, from, to),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="scontrini-${from}-${to}.csv"`,
      },
    };
  },

  async listCashClosings(ctx) {
    const { from, to } = await cashPeriod(ctx);
    return ctx.ok(await listClosings(ctx.db, ctx.salonId, from, to));
  },

  async closeCashDay(ctx) {
    await assertDigitalCash(ctx.db, ctx.salonId);
    return ctx.created(
      await closeDay({ db: ctx.db, fiscal: ctx.adapters.fiscal }, ctx.salonId, ctx.caller.userId),
    );
  },
} satisfies Partial<Handlers>;
