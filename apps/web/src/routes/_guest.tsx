import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guard } from '../auth/guard.ts';

/** /login, /signup, /verify-email: guests only (SPEC.md §6). */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context, location }) => guard('guest', context.auth, location.pathname),
  component: Outlet,
});
