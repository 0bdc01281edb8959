// A signed-in user's password change (SPEC.md §5): the new password's requirements, the current
// one guessed like a login (the same counters, auth/throttle.ts), then every session ends.
import { eq } from 'drizzle-orm';
import { validateNewPassword } from '@agendina/scheduling';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { claimPasswordAttempt, passwordAccepted, passwordAttempt } from '../auth/throttle.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { Invalid, refused } from '../domain/errors.ts';
import { findUserById } from './accounts.ts';

export async function changePassword(
  deps: { db: Database; config: AppConfig },
  account: { userId: number; email: string; ip: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { db, config } = deps;
  // The requirements are a rule of SPEC.md §5 (refused), not a shape of the request (invalid).
  const requirement = validateNewPassword(newPassword);
  if (requirement !== null) throw refused(requirement, 'PASSWORD_REQUIREMENTS');
  const attempt = passwordAttempt(account.email, account.ip);
  await claimPasswordAttempt(db, config, attempt);
  const user = await findUserById(db, account.userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword, config)))
    throw new Invalid('Password attuale non corretta', 'WRONG_CURRENT_PASSWORD');
  await passwordAccepted(db, attempt);
  if (currentPassword === newPassword)
    throw refused(
      'La nuova password deve essere diversa da quella attuale',
      'PASSWORD_REQUIREMENTS',
    );
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword, config), passwordChangedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id, 'PASSWORD_CHANGED');
}
