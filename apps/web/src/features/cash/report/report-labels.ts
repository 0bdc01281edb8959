import { CATEGORY_LABELS_IT, formatDateIt, type ServiceCategory } from '@agendina/scheduling';

/** A service category in Italian; free lines come as ALTRO, an unknown name as it is. */
export const categoryLabel = (category: string): string =>
  CATEGORY_LABELS_IT[category as ServiceCategory] ?? category;

const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' });

/** "giovedì 19/11/2026": a day of the report in its table. */
export const dayLabel = (date: string): string =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))} ${formatDateIt(date)}`;

/** "19/11": a day under the chart's axis. */
export const dayTick = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
