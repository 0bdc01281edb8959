import { desc, eq } from 'drizzle-orm';
import { signupTokens } from '../db/schema/index.ts';
import { found } from '../domain/errors.ts';
import type { Handlers, Schemas } from './context.ts';
import { recordAudit } from '../services/audit.ts';
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
    const email = ctx.body.email?.trim().toLowerCase() ?? null;
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(signupTokens)
        .values({
          token: newSignupToken(),
          note: ctx.body.note ?? null,
          email,
          expiresAt: new Date(Date.now() + days * 86_400_000),
          createdByUserId: ctx.caller.userId,
        })
        .returning();
      const invite = inserted as Row;
      // The token itself is a secret of the invitation's link: the log keeps its id only.
      await recordAudit(tx, ctx.caller, {
        salonId: null,
        action: 'signupToken.create',
        summary: email === null ? 'Invito creato' : `Invito creato per ${email}`,
        before: null,
        after: {
          signupTokenId: invite.id,
          email,
          note: invite.note,
          expiresAt: invite.expiresAt.toISOString(),
        },
      });
      return invite;
    });
    return ctx.created(toSignupToken(row));
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
