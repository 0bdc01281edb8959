import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/guard.ts';
import { CashSections } from '../../features/cash/sections/CashSections.tsx';

/** /cassa/*: login plus digital cash enabled, else /dashboard (SPEC.md §6). */
export const Route = createFileRoute('/_app/_cash')({
  beforeLoad: ({ context, location }) => guard('cash', context.auth, location.pathname),
  component: CashLayout,
});

function CashLayout() {
  return (
    <>
      <CashSections />
      <Outlet />
    </>
  );
}
