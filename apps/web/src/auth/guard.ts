import { redirect } from '@tanstack/react-router';
import { accessRedirect, type AccessKind, type AccessSubject } from './access.ts';

/** beforeLoad guard of a layout route: throws the router's redirect when access is refused. */
export async function guard(
  kind: AccessKind,
  auth: AccessSubject,
  attemptedPath: string,
): Promise<void> {
  await auth.ensureFreshSession();
  const to = accessRedirect(kind, auth);
  if (!to) return;
  // SPEC.md §6: refused admin attempts are logged.
  if (kind === 'admin' && to === '/dashboard')
    console.warn(`Accesso admin negato a ${attemptedPath}`);
  throw redirect({ to, replace: true });
}
