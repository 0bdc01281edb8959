import { lazy, Suspense } from 'react';
import { Stack } from '@agendina/ui';
import { PeriodKinds } from '../../lib/period-kinds.tsx';
import { STATISTICS_PERIODS, type StatisticsPeriodKind } from './statistics-search.ts';
import { periodLabels, type StatisticsPeriod } from './statistics-period.ts';

// The date fields load only when «Dal … al …» is chosen: the calendar is the heaviest part of
// the picker, and the route has 60 KB gzip beyond the entry (issue #36).
const RangeFields = lazy(() =>
  import('./RangeFields.tsx').then((module) => ({ default: module.RangeFields })),
);

export interface PeriodChange {
  kind: StatisticsPeriodKind;
  from?: string;
  to?: string;
}

export interface PeriodPickerProps {
  period: StatisticsPeriod;
  onChange: (next: PeriodChange) => void;
}

/** This month, last month, the last 30 days, this year, or two dates. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  return (
    <Stack space="md">
      <PeriodKinds
        kinds={STATISTICS_PERIODS}
        labels={periodLabels}
        value={period.kind}
        onChange={(kind) =>
          // Two dates start from the period on screen, so the fields are never empty.
          onChange(kind === 'intervallo' ? { kind, from: period.from, to: period.to } : { kind })
        }
      />
      {period.kind === 'intervallo' ? (
        <Suspense fallback={null}>
          <RangeFields
            range={period}
            onChange={({ from, to }) => onChange({ kind: 'intervallo', from, to })}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
