import { lazy, Suspense, useState } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { businessWording, useIsSmallScreen, type BlockPress, type SlotPress } from '@agendina/ui';
import { accessSubject, sessionStore } from '../../lib/api.ts';
import { CalendarCard } from './CalendarCard.tsx';
import { DashboardCards } from './DashboardCards.tsx';
import { createDialogStore } from './dialog-store.ts';
// The hook's own file, not the feature's index: the index also exports the move dialog, which
// belongs to the dialogs' chunk (decision 0035's budget).
import { useReschedule } from '../reschedule/use-reschedule.ts';
import type { DashboardSearch } from './dashboard-search.ts';
import * as styles from './dashboard.css.ts';

export interface DashboardPageProps {
  showCash: boolean;
  showWarehouse: boolean;
  /** The salon's wall clock, from the router context (fixed in stories). */
  now: Temporal.PlainDateTime;
  /** The calendar's view, date and operators, from the address. */
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
}

// The modals (wizard, appointment detail and what they open) are not part of the first paint:
// their chunk loads right after it, in the background, so the dashboard's first load stays
// under its budget (scripts/bundle-budget.ts, decision 0035) and a slot pressed a moment later
// finds them ready.
const DashboardDialogs = lazy(() =>
  import('./DashboardDialogs.tsx').then((m) => ({ default: m.DashboardDialogs })),
);
// A move's answers (the "Annulla" toast, a refusal's alert) come after a move: the same.
const RescheduleFeedback = lazy(() =>
  import('../reschedule/RescheduleFeedback.tsx').then((m) => ({ default: m.RescheduleFeedback })),
);

/** The dashboard of SPEC.md §2: shortcuts, wide cards, calendar card and the dashboard modals. */
export function DashboardPage({
  showCash,
  showWarehouse,
  // The clock and the address are the calendar card's alone: handed on as they come.
  ...clockAndAddress
}: DashboardPageProps) {
  const user = sessionStore.getUser();
  const wording = businessWording(
    typeof user?.businessType === 'string' ? user.businessType : null,
  );
  const [dialogs] = useState(createDialogStore);
  // The wizard's new appointment takes focus once the calendar draws it (issue #15); a cancel
  // leaves React Aria to return focus to the slot that opened it.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const isSmallScreen = useIsSmallScreen();
  // Drag and "Sposta" share one move call, its optimistic places and its "Annulla" toast.
  const reschedule = useReschedule();

  const cards = (
    <DashboardCards
      key="cards"
      wording={wording}
      // The rule the till's routes are guarded by (auth/access.ts).
      hasDigitalCash={accessSubject.digitalCashEnabled()}
      showCash={showCash}
      showWarehouse={showWarehouse}
    />
  );
  const calendar = (
    <CalendarCard
      key="calendar"
      {...clockAndAddress}
      focusAppointmentId={createdId}
      onSlotPress={(slot: SlotPress) => dialogs.set({ kind: 'new-appointment', slot })}
      onBlockPress={({ appointment }: BlockPress) =>
        dialogs.set({ kind: 'details', appointmentId: appointment.id })
      }
      pendingPlaces={reschedule.places}
      onBlockMove={({ appointment, start, operatorId }) =>
        reschedule.moveByDrag({ appointment, start, operatorId })
      }
      onBlockMoveRequest={({ appointment }) => dialogs.set({ kind: 'move', appointment })}
    />
  );

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{wording.welcome}</h1>
      {/* On a phone the calendar comes first and the cards follow (issue #19: it sat about 700 px
          down). The order is the DOM's, not only the picture's, so Tab and a screen reader meet
          them as seen; keys keep the calendar mounted when the width crosses the breakpoint. */}
      {isSmallScreen ? [calendar, cards] : [cards, calendar]}
      <Suspense fallback={null}>
        <DashboardDialogs
          store={dialogs}
          onCreated={(result) => setCreatedId(result.appointmentIds[0] ?? null)}
          onMove={reschedule.move}
        />
        <RescheduleFeedback reschedule={reschedule} />
      </Suspense>
    </main>
  );
}
