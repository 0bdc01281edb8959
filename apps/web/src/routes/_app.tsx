import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guard } from '../auth/guard.ts';

/** Every page that needs a login (SPEC.md §2 route table). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guard('auth', context.auth, location.pathname),
  component: Outlet,
});
