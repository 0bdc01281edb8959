// vitest 5 benchmarks (the `bench` test fixture, powered by Tinybench). Run: npm run bench
// They print figures only: no timing assertion, a shared machine is too noisy for that.
import { test } from 'vitest';
import {
  buildTimeline,
  confirmationChecks,
  layoutCalendar,
  normaliseAppointments,
} from '../src/index.ts';
import {
  GRID,
  normalisedWeek,
  OPERATOR_IDS,
  OPERATORS,
  rawWeek,
  SERVICES,
  TEN_BLOCKS,
  VISIT_START,
  WEEK_START,
} from './fixtures.ts';

const week = normalisedWeek();
const raw = rawWeek();

test('booking: checks of a 10-block visit', async ({ bench }) => {
  const result = await bench('timeline + confirmation checks, 10 blocks', () => {
    confirmationChecks(
      buildTimeline({
        start: VISIT_START,
        blocks: TEN_BLOCKS,
        services: SERVICES,
        operators: OPERATORS,
      }),
    );
  }).run();
  console.log(`checks of a 10-block visit: mean ${result.latency.mean.toFixed(3)} ms`);
});

test('quick view at scale: layout of 5,000 appointments, 30 operators, 7 days', async ({
  bench,
}) => {
  const result = await bench('layoutCalendar, 5,000 appointments (target < 10 ms)', () => {
    layoutCalendar(week, {
      firstDay: WEEK_START,
      days: 7,
      operatorIds: OPERATOR_IDS,
      bounds: GRID,
      slotHeight: 24,
    });
  }).run();
  console.log(
    `layout of 5,000 appointments: mean ${result.latency.mean.toFixed(3)} ms (target < 10 ms)`,
  );
});

test('normalise 5,000 raw appointments (once per fetch)', async ({ bench }) => {
  const result = await bench('normaliseAppointments, 5,000', () => {
    normaliseAppointments(raw);
  }).run();
  console.log(`normalise 5,000 appointments: mean ${result.latency.mean.toFixed(3)} ms`);
});
