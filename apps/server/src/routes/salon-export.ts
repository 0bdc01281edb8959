// GET /salon/export (issue #32): the owner's copy of all the salon's data (GDPR art. 20), a ZIP
// of CSV and JSON. Rate-limited per salon (each export reads every table of the salon) and
// written to the audit log, with how many rows each file held.
import { eq } from 'drizzle-orm';
import { limit, windowRule } from '../auth/rate-limit.ts';
import { salons } from '../db/schema/index.ts';
import { found } from '../domain/errors.ts';
import type { Handlers } from './context.ts';
import { recordAudit } from '../services/audit.ts';
import { salonExport } from '../services/export/salon-export.ts';

export const salonExportHandlers = {
  async exportSalonData(ctx) {
    const { salonId } = ctx;
    await limit(
      ctx.db,
      [windowRule(`export:salon:${salonId}`, ctx.config.rateLimits.dataExportPerSalon)],
      'Troppe esportazioni dei dati.',
    );
    const [salon] = await ctx.db
      .select({ name: salons.name })
      .from(salons)
      .where(eq(salons.id, salonId));
    const now = new Date();
    const { bytes, counts } = await salonExport(ctx.db, salonId, found(salon).name, now);
    await ctx.db.transaction((tx) =>
      recordAudit(tx, ctx.caller, {
        salonId,
        action: 'salon.dataExport',
        summary: 'Dati del salone scaricati (portabilità, GDPR art. 20)',
        before: null,
        after: { rows: counts, bytes: bytes.length },
      }),
    );
    return {
      status: 200,
      bytes,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="agendina-dati-${now.toISOString().slice(0, 10)}.zip"`,
      },
    };
  },
} satisfies Partial<Handlers>;
