// The salon owner's own integration keys in /salone (tag Users): the same implementation as the
// admin console's (services/integration-keys.ts), scoped to the caller's salon.
import type { Handlers } from './context.ts';
import { ofSalon } from './context.ts';
import {
  issueIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
  rotateIntegrationKey,
  toIntegrationKey,
} from '../services/integration-keys.ts';

export const integrationKeyHandlers = {
  listMyIntegrationKeys: ofSalon(listIntegrationKeys),

  async issueMyIntegrationKey(ctx) {
    const { issued } = await ctx.db.transaction((tx) =>
      issueIntegrationKey(tx, ctx.salonId, ctx.body.label, ctx.caller.userId),
    );
    return ctx.created(issued);
  },

  async rotateMyIntegrationKey(ctx) {
    const issued = await ctx.db.transaction((tx) =>
      rotateIntegrationKey(tx, ctx.salonId, ctx.params.keyId, ctx.caller.userId),
    );
    return ctx.created(issued);
  },

  async revokeMyIntegrationKey(ctx) {
    const row = await ctx.db.transaction((tx) =>
      revokeIntegrationKey(tx, ctx.salonId, ctx.params.keyId, ctx.caller.userId),
    );
    return ctx.ok(toIntegrationKey(row));
  },
} satisfies Partial<Handlers>;
