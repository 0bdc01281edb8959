import { formatMinuteOfDay } from '@agendina/scheduling';
import type { SelectOption } from '@agendina/ui';

const STEP = 15;
const FIRST = 6 * 60;
const LAST = 22 * 60 + 45;

/** Start times every 15 minutes, 06:00–22:45, plus the current one when it is off that grid. */
export function timeOptions(current: number): SelectOption[] {
  const minutes: number[] = [];
  for (let m = FIRST; m <= LAST; m += STEP) minutes.push(m);
  if (!minutes.includes(current)) minutes.push(current);
  return minutes.sort((a, b) => a - b).map((m) => ({ id: m, name: formatMinuteOfDay(m) }));
}
