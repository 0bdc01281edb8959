// The «Statistiche» screen's panels (tag Statistiche, issue #36): one call each.
import type { Handlers } from './context.ts';
import { statistics } from '../services/statistics/index.ts';

export const statisticsHandlers = {
  async getOccupancyStatistics(ctx) {
    return ctx.ok(await statistics.occupancy(ctx.db, ctx.salonId, ctx.query));
  },

  async getRevenueStatistics(ctx) {
    return ctx.ok(await statistics.revenue(ctx.db, ctx.salonId, ctx.query));
  },

  async getClientStatistics(ctx) {
    return ctx.ok(await statistics.clients(ctx.db, ctx.salonId, ctx.query));
  },

  async getCancellationStatistics(ctx) {
    return ctx.ok(await statistics.cancellations(ctx.db, ctx.salonId, ctx.query));
  },

  async getBookingSourceStatistics(ctx) {
    return ctx.ok(await statistics.sources(ctx.db, ctx.salonId, ctx.query));
  },

  async getTopServiceStatistics(ctx) {
    return ctx.ok(await statistics.topServices(ctx.db, ctx.salonId, ctx.query));
  },
} satisfies Partial<Handlers>;
