import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Outlet, createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { logoutMutation } from '@agendina/api';
import { Header } from '@agendina/ui';
import { guard } from '../auth/guard.ts';
import { BookingLauncherProvider } from '../features/booking/BookingLauncher.tsx';
import { SecuritySettings } from '../features/security/SecuritySettings.tsx';
import { SalonSubscriptionBanner } from '../features/subscription/SubscriptionBanner.tsx';
import { useBusinessWording } from '../features/salon/use-wording.ts';
import { appSections } from '../navigation/app-sections.ts';
import { sessionStore } from '../lib/api.ts';
import { useApi } from '../lib/router-context.ts';

/** Every page that needs a login (SPEC.md §2 route table), under the app header. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guard('auth', context.auth, location.pathname),
  component: AppLayout,
});

function AppLayout() {
  const api = useApi();
  const [isSecurityOpen, setSecurityOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useMutation(logoutMutation(api));
  const wording = useBusinessWording();
  const isAdmin = sessionStore.isAdmin();

  // Local auth is cleared whatever the server answers: the user asked to leave.
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        sessionStore.logout();
        void navigate({ to: '/login', replace: true });
      },
    });

  return (
    <>
      <Header
        currentPath={pathname}
        homeHref={isAdmin ? '/admin' : '/dashboard'}
        // An admin account has no salon: its screens are /admin's.
        sections={isAdmin ? [] : appSections(wording)}
        onSecuritySettings={() => setSecurityOpen(true)}
        onLogout={signOut}
      />
      {/* Never for an ADMIN: GET /subscription would answer 403 and sign it out. */}
      {isAdmin ? null : <SalonSubscriptionBanner />}
      {/* Any page books through the one wizard (decision 0035); never opened by an admin. */}
      <BookingLauncherProvider>
        <Outlet />
      </BookingLauncherProvider>
      <SecuritySettings isOpen={isSecurityOpen} onOpenChange={setSecurityOpen} />
    </>
  );
}
