// GET /salon/export (issue #32): the owner's copy of all the salon's data (GDPR art. 20), a ZIP
// of CSV and JSON. Rate-limited per salon (each export reads every table of the salon) and
// written to the audit log, with how many rows each file held.
import { limit, windowRule } from '../auth/rate-limit.ts';
import type { Handlers } from './context.ts';
import { exportSalonData } from '../services/export/salon-export.ts';

export const salonExportHandlers = {
  async exportSalonData(ctx) {
    const { salonId } = ctx;
    await limit(
      ctx.db,
      [windowRule(`export:salon:${salonId}`, ctx.config.rateLimits.dataExportPerSalon)],
      'Troppe esportazioni dei dati.',
    );
    const now = new Date();
    const { bytes } = await exportSalonData(ctx.db, ctx.caller, salonId, now);
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
