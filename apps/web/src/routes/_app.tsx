import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Outlet, createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { logoutMutation } from '@agendina/api';
import { Header } from '@agendina/ui';
import { guard } from '../auth/guard.ts';
import { BookingLauncherProvider } from '../features/booking/BookingLauncher.tsx';
import { useBusinessWording } from '../features/salon/use-wording.ts';
import { appSections } from '../navigation/app-sections.ts';
import { sessionStore } from '../lib/api.ts';
import { useApi } from '../lib/router-context.ts';

// The security dialog (password change form, sessions) loads when first opened, not with every
// page: its form and password rules are some 5 KB gzip of the dashboard's first load (decision 0035).
const SecuritySettings = lazy(() =>
  import('../features/security/SecuritySettings.tsx').then((m) => ({
    default: m.SecuritySettings,
  })),
);

// The online bookings' news (issue #34) waits for its call too: its code loads after the first
// paint, and its toasts' only with the first news (decision 0035).
const OnlineNews = lazy(() =>
  import('../features/online-news/OnlineNews.tsx').then((m) => ({ default: m.OnlineNews })),
);

// The trial/past-due banner waits for GET /subscription anyway: its code loads alongside that
// call instead of with every page's first load (decision 0035).
const SalonSubscriptionBanner = lazy(() =>
  import('../features/subscription/SubscriptionBanner.tsx').then((m) => ({
    default: m.SalonSubscriptionBanner,
  })),
);

/** Every page that needs a login (SPEC.md §2 route table), under the app header. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guard('auth', context.auth, location.pathname),
  component: AppLayout,
});

function AppLayout() {
  const api = useApi();
  const [isSecurityOpen, setSecurityOpen] = useState(false);
  // Mounted from the first opening on, so it can play its closing transition afterwards.
  const [securityOpened, setSecurityOpened] = useState(false);
  if (isSecurityOpen && !securityOpened) setSecurityOpened(true);
  // The path alone: a new calendar view or day changes only the search, and drawing the header's
  // links again for it was part of every tab press before its next paint (issue #37).
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const logout = useMutation(logoutMutation(api));
  const wording = useBusinessWording();
  const isAdmin = sessionStore.isAdmin();
  // How many bookings clients made online since the staff last looked (issue #34).
  const [unseenOnline, setUnseenOnline] = useState(0);

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
        sections={isAdmin ? [] : appSections(wording, unseenOnline)}
        onSecuritySettings={() => setSecurityOpen(true)}
        onLogout={signOut}
      />
      {/* Never for an ADMIN: GET /subscription would answer 403 and sign it out. */}
      {isAdmin ? null : (
        <Suspense fallback={null}>
          <SalonSubscriptionBanner />
        </Suspense>
      )}
      {/* Any page books through the one wizard (decision 0039); never opened by an admin. */}
      <BookingLauncherProvider>
        <Outlet />
      </BookingLauncherProvider>
      {/* Never for an ADMIN either: it has no salon, and the call would answer 403. */}
      {isAdmin ? null : (
        <Suspense fallback={null}>
          <OnlineNews
            user={sessionStore.getUser()}
            pathname={pathname}
            onUnseen={setUnseenOnline}
          />
        </Suspense>
      )}
      {securityOpened ? (
        <Suspense fallback={null}>
          <SecuritySettings isOpen={isSecurityOpen} onOpenChange={setSecurityOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
