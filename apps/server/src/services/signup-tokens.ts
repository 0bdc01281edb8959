// The platform's signup invitations (tag Admin): what an ADMIN creates and reads.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signupTokens } from '../db/schema/index.ts';
import type { Caller } from '../domain/caller.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { found } from '../domain/errors.ts';
import { recordAudit } from './audit.ts';

type Row = typeof signupTokens.$inferSelect;

export const newSignupToken = (): string => randomBytes(18).toString('base64url');

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

/** A new invitation valid `days` days, for `email` when given, with its audit entry. */
export async function createSignupToken(
  db: Database,
  caller: Caller,
  input: { days: number; email: string | null; note: string | null },
): Promise<Schemas['SignupToken']> {
  const { days, email } = input;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(signupTokens)
      .values({
        token: newSignupToken(),
        note: input.note,
        email,
        expiresAt: new Date(Date.now() + days * 86_400_000),
        createdByUserId: caller.userId,
      })
      .returning();
    const invite = inserted as Row;
    // The token itself is a secret of the invitation's link: the log keeps its id only.
    await recordAudit(tx, caller, {
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
  return toSignupToken(row);
}

/** Every invitation, newest first. */
export async function listSignupTokens(db: Database): Promise<Schemas['SignupToken'][]> {
  const rows = await db
    .select()
    .from(signupTokens)
    .orderBy(desc(signupTokens.createdAt), desc(signupTokens.id));
  return rows.map(toSignupToken);
}

export async function getSignupToken(db: Database, id: number): Promise<Schemas['SignupToken']> {
  const [row] = await db.select().from(signupTokens).where(eq(signupTokens.id, id));
  return toSignupToken(found(row, 'Invito non trovato'));
}
