import { desc, eq } from 'drizzle-orm';
import { signupTokens } from '../db/schema/index.ts';
import { found } from '../http/errors.ts';
import type { Handlers, Schemas } from '../http/types.ts';
import { newSignupToken } from './auth/signup.ts';

type Row = typeof signupTokens.$inferSelect;

function toSignupToken(row: Row): Schemas['SignupToken'] {
  const status = row.usedAt !== null ? 'USED' : row.expiresAt <= new Date() ? 'EXPIRED' : 'VALID';
  return {
    id: row.id,
    token: row.token,
    valid: status === 'VALID',
    status,
    note: row.note,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** ADMIN only: the auth middleware answers 403 to anyone else (tag Admin). */
export const adminHandlers = {
  async createSignupToken(ctx) {
    const days = ctx.body.expiresInDays ?? 7;
    const [row] = await ctx.db
      .insert(signupTokens)
      .values({
        token: newSignupToken(),
        note: ctx.body.note ?? null,
        email: ctx.body.email?.trim().toLowerCase() ?? null,
        expiresAt: new Date(Date.now() + days * 86_400_000),
        createdByUserId: ctx.caller.userId,
      })
      .returning();
    return ctx.created(toSignupToken(row as Row));
  },

  async listSignupTokens(ctx) {
    const rows = await ctx.db
      .select()
      .from(signupTokens)
      .orderBy(desc(signupTokens.createdAt), desc(signupTokens.id));
    return ctx.ok(rows.map(toSignupToken));
  },

  async getSignupToken(ctx) {
    const [row] = await ctx.db
      .select()
      .from(signupTokens)
      .where(eq(signupTokens.id, ctx.params.id));
    return ctx.ok(toSignupToken(found(row, 'Invito non trovato')));
  },
} satisfies Partial<Handlers>;
