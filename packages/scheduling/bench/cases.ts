// The measured operations, shared by the vitest benchmarks and scripts/bench-report.ts.
import {
  buildTimeline,
  confirmationChecks,
  createAppointment,
  layoutCalendar,
} from '../src/index.ts';
import {
  GRID,
  normalisedWeek,
  OPERATOR_IDS,
  OPERATORS,
  SERVICES,
  TEN_BLOCKS,
  VISIT_START,
  WEEK_START,
  weekInits,
} from './fixtures.ts';

export interface BenchCase {
  readonly name: string;
  readonly run: () => unknown;
}

/** Builds the data once, then returns the three cases: layout first (the headline figure). */
export function benchCases(): BenchCase[] {
  const week = normalisedWeek();
  const inits = weekInits();
  return [
    {
      name: 'layout of 5,000 appointments, 30 operators, 7 days (target < 10 ms)',
      run: () =>
        layoutCalendar(week, {
          firstDay: WEEK_START,
          days: 7,
          operatorIds: OPERATOR_IDS,
          bounds: GRID,
          slotHeight: 24,
        }),
    },
    {
      name: 'checks of a 10-block visit (timeline + confirmation checks)',
      run: () =>
        confirmationChecks(
          buildTimeline({
            start: VISIT_START,
            blocks: TEN_BLOCKS,
            services: SERVICES,
            operators: OPERATORS,
          }),
        ),
    },
    {
      name: 'build 5,000 appointments with their defaults (once per fetch)',
      run: () => inits.map(createAppointment),
    },
  ];
}
