import { Temporal } from 'temporal-polyfill';

// The range rules live in day-range.ts (no Temporal); the lists import them from here as before.
export {
  LIST_MAX_DAYS,
  LIST_MAX_DATE,
  LIST_MIN_DATE,
  isListDate,
  rangeMessages,
  rangeProblem,
} from './day-range.ts';

/** Today in the salon (Europe/Rome), from the router context's clock, not the browser's zone. */
export const salonToday = (now: () => string) => Temporal.PlainDateTime.from(now()).toPlainDate();
