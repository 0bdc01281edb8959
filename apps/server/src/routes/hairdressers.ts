import type { Handlers } from './context.ts';
import { creating, updating, withId } from './context.ts';
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

  createHairdresser: creating(createOperator),
  getHairdresser: withId(getOperator),
  updateHairdresser: updating(updateOperator),

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

  getHairdresserDeletionInfo: withId(operatorDeletionInfo),

  async deleteHairdresser(ctx) {
    return ctx.ok(await removeOperator(ctx.db, ctx.salonId, ctx.params.id, ctx.query));
  },
} satisfies Partial<Handlers>;
