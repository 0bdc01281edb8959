import { Suspense, useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@agendina/api';
import { weeklyHoursOrNull, type WeeklyHours } from '@agendina/scheduling';
import { ErrorBoundary } from '../../lib/query-boundary.tsx';
import { useApi } from '../../lib/router-context.ts';

export interface WithOpeningHoursProps {
  /** What shows until the salon's hours arrive (the arrows held, the loading text). */
  pending: ReactNode;
  /** The part that needs them; null when they could not be loaded (8:00–20:00, SPEC.md §9). */
  children: (hours: WeeklyHours | null) => ReactNode;
}

/**
 * The salon's opening hours (GET /users/me), read with useSuspenseQuery: `pending` in place until
 * they arrive; a failure is not shown, the part works as without hours, as SPEC.md §8 asks.
 */
export function WithOpeningHours({ pending, children }: WithOpeningHoursProps) {
  return (
    <ErrorBoundary fallback={() => children(null)}>
      <Suspense fallback={pending}>
        <ReadOpeningHours>{children}</ReadOpeningHours>
      </Suspense>
    </ErrorBoundary>
  );
}

function ReadOpeningHours({ children }: Pick<WithOpeningHoursProps, 'children'>) {
  const raw = useSuspenseQuery(currentUserQueryOptions(useApi())).data.openingHours;
  // Memoised on the server data, so the grid's layout runs only when the data changes.
  const hours = useMemo(() => weeklyHoursOrNull(raw), [raw]);
  return children(hours);
}
