import { formatDayLongIt, formatDurationIt, formatEuro, weekdayOf } from '@agendina/scheduling';
import type { BookingPageData } from './booking-view.ts';

/** «martedì 2 dicembre» of a yyyy-MM-dd day. */
export const dayLabel = (date: string): string => formatDayLongIt(date);

/** The chosen services of the page, in the page's order. */
export function chosenServices(page: BookingPageData, serviceIds: readonly number[]) {
  return page.services.filter((s) => serviceIds.includes(s.id));
}

/** «Taglio donna e Piega · 1 h 15 min · 60,00 €» */
export function choiceSummary(page: BookingPageData, serviceIds: readonly number[]): string {
  const chosen = chosenServices(page, serviceIds);
  const names = chosen.map((s) => s.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : names[0];
  const minutes = chosen.reduce((sum, s) => sum + s.durationMinutes, 0);
  const cents = chosen.reduce((sum, s) => sum + s.priceCents, 0);
  return `${list ?? ''} · ${formatDurationIt(minutes)} · ${formatEuro(cents)}`;
}

/** The operator's name, or «Nessuna preferenza». */
export function operatorLabel(page: BookingPageData, operatorId: number | null): string {
  return page.operators.find((o) => o.id === operatorId)?.name ?? 'Nessuna preferenza';
}

/** The times of a day's opening hours on the page's grid (what «Perché non vedo…?» may ask). */
export function gridTimes(view: { page: BookingPageData }, date: string): string[] {
  // getUTCDay counts from Sunday (0); weekdayOf takes ISO's 1 = Monday … 7 = Sunday.
  const weekday = weekdayOf({ dayOfWeek: new Date(`${date}T12:00:00Z`).getUTCDay() || 7 });
  const step = view.page.slotStepMinutes;
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const out: string[] = [];
  for (const [open = '00:00', close = '00:00'] of view.page.openingHours[weekday] ?? [])
    for (let m = Math.ceil(minutes(open) / step) * step; m < minutes(close); m += step)
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/**
 * The deposit the chosen services ask (issue #35): the sum of theirs, as the API computed each
 * from the salon's rules (0 when none asks one). Whether this client pays it is known to the
 * API once the phone is verified (the page's depositAudience).
 */
export function chosenDepositCents(page: BookingPageData, serviceIds: readonly number[]): number {
  return chosenServices(page, serviceIds).reduce((sum, s) => sum + (s.depositCents ?? 0), 0);
}
