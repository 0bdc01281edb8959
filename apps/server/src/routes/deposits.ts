// Deposits paid online (issue #35, MODULES.md «Acconti»): the staff's «Rimborsa» (502 when the
// provider does not answer) and the client card's list.
import type { Handlers } from './context.ts';
import { DEPOSIT_FISCAL_JOB } from '../services/deposits/certify-job.ts';
import { refundDepositByStaff } from '../services/deposits/refund.ts';
import { clientDeposits, depositById } from '../services/deposits/view.ts';

export const depositHandlers = {
  async refundDeposit(ctx) {
    await refundDepositByStaff(
      ctx.db,
      ctx.adapters.payments,
      ctx.caller,
      ctx.salonId,
      ctx.params.id,
      ctx.body?.note,
    );
    // The reso of the receipt that certified it, queued with the refund.
    ctx.jobs.nudge(DEPOSIT_FISCAL_JOB);
    return ctx.ok(await depositById(ctx.db, ctx.salonId, ctx.params.id));
  },

  async listClientDeposits(ctx) {
    return ctx.ok(await clientDeposits(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
