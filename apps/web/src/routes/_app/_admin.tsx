import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/guard.ts';

/** /admin/*: ADMIN only; others go to /dashboard, attempts are logged (SPEC.md §6). */
export const Route = createFileRoute('/_app/_admin')({
  beforeLoad: ({ context, location }) => guard('admin', context.auth, location.pathname),
  component: Outlet,
});
