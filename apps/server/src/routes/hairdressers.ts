import type { Handlers } from './context.ts';
import { operatorDeletionInfo, removeOperator } from '../services/operator-removal.ts';
import {
  createOperator,
  getOperator,
  listOperators,
  setOperatorHours,
  setOperatorServices,
  setOperatorTimeOff,
  updateOperator,
} from '../services/operators.ts';

export const hairdresserHandlers = {
  async listHairdressers(ctx) {
    return ctx.ok(await listOperators(ctx.db, ctx.salonId, ctx.query.active));
  },

  async createHairdresser(ctx) {
    return ctx.created(await createOperator(ctx.db, ctx.salonId, ctx.body));
  },

  async getHairdresser(ctx) {
    return ctx.ok(await getOperator(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateHairdresser(ctx) {
    return ctx.ok(await updateOperator(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async updateHairdresserWorkingHours(ctx) {
    return ctx.ok(
      await setOperatorHours(ctx.db, ctx.salonId, ctx.params.id, ctx.body.workingHours),
    );
  },

  async updateHairdresserServices(ctx) {
    return ctx.ok(
      await setOperatorServices(ctx.db, ctx.salonId, ctx.params.id, ctx.body.serviceIds),
    );
  },

  async updateHairdresserTimeOff(ctx) {
    return ctx.ok(await setOperatorTimeOff(ctx.db, ctx.salonId, ctx.params.id, ctx.body.timeOff));
  },

  async getHairdresserDeletionInfo(ctx) {
    return ctx.ok(await operatorDeletionInfo(ctx.db, ctx.salonId, ctx.params.id));
  },

  async deleteHairdresser(ctx) {
    return ctx.ok(await removeOperator(ctx.db, ctx.salonId, ctx.params.id, ctx.query));
  },
} satisfies Partial<Handlers>;
