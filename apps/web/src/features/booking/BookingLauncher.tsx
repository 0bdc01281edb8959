import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { Id } from '@agendina/scheduling';
import { useClock } from '../../lib/router-context.ts';
import type { NewAppointmentCreated } from './NewAppointmentWizard.tsx';
import type { VisitEditOpening } from './visit-edit.ts';
import type { PickedClient } from './wizard-state.ts';

/** What an entry point knows when it opens the wizard; anything left out starts empty. */
export interface BookingRequest {
  client?: PickedClient | null;
  serviceIds?: readonly Id[];
  operatorId?: Id | null;
  /** Default: the next quarter hour of the salon's clock. */
  start?: Temporal.PlainDateTime;
  /** A booked visit to change (its start, blocks and notes); the rest of the request is unused. */
  edit?: VisitEditOpening;
}

type OpenBooking = (request?: BookingRequest) => void;

// Loaded on the first opening: every page carries the launcher, only bookings carry the wizard.
const LaunchedWizard = lazy(() =>
  import('./LaunchedWizard.tsx').then((m) => ({ default: m.LaunchedWizard })),
);

const BookingLauncherContext = createContext<OpenBooking | null>(null);

/**
 * One wizard for the whole app (decision 0039): any screen under it books through
 * useBookingLauncher, prefilled with what it knows, without leaving the page it is on.
 */
export function BookingLauncherProvider({
  children,
  onCreated,
}: {
  children: ReactNode;
  onCreated?: (result: NewAppointmentCreated) => void;
}) {
  const clock = useClock();
  // The opening counter remounts the wizard, so each opening starts from its own request.
  const [opening, setOpening] = useState<{
    n: number;
    request: BookingRequest;
    now: string;
  } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback<OpenBooking>(
    (request = {}) => {
      setOpening((previous) => ({ n: (previous?.n ?? 0) + 1, request, now: clock() }));
      setOpen(true);
    },
    [clock],
  );
  return (
    <BookingLauncherContext.Provider value={open}>
      {children}
      {opening ? (
        <Suspense fallback={null}>
          <LaunchedWizard
            key={opening.n}
            request={opening.request}
            now={opening.now}
            isOpen={isOpen}
            onOpenChange={setOpen}
            onCreated={(result) => onCreated?.(result)}
          />
        </Suspense>
      ) : null}
    </BookingLauncherContext.Provider>
  );
}

/** Opens the app's booking wizard; null outside BookingLauncherProvider (the entry hides). */
export function useBookingLauncher(): OpenBooking | null {
  return useContext(BookingLauncherContext);
}
