import type { Handlers } from './context.ts';
import { createSignupToken, getSignupToken, listSignupTokens } from '../services/signup-tokens.ts';

/** ADMIN only: the auth middleware answers 403 to anyone else (tag Admin). */
export const adminHandlers = {
  async createSignupToken(ctx) {
    return ctx.created(
      await createSignupToken(ctx.db, ctx.caller, {
        days: ctx.body.expiresInDays ?? 7,
        email: ctx.body.email?.trim().toLowerCase() ?? null,
        note: ctx.body.note ?? null,
      }),
    );
  },

  async listSignupTokens(ctx) {
    return ctx.ok(await listSignupTokens(ctx.db));
  },

  async getSignupToken(ctx) {
    return ctx.ok(await getSignupToken(ctx.db, ctx.params.id));
  },
} satisfies Partial<Handlers>;
