import { formatMinuteOfDay } from '../common/minutes.ts';
import { MAX_RANGES_PER_DAY, type TimeRange } from './parse.ts';

/** What «Aggiungi fascia» may add to a day: a free band, or the Italian reason none fits. */
export type NextBand =
  | { readonly kind: 'band'; readonly band: TimeRange }
  | { readonly kind: 'none'; readonly reason: string };

/** A band shorter than this is not worth offering (the calendar's slots are 15 minutes). */
export const MIN_BAND_MINUTES = 15;
/** The latest minute a time field can hold (23:59): a band offered must be typeable back. */
const DAY: TimeRange = { startMinute: 0, endMinute: 23 * 60 + 59 };
/** The first band of an empty day where nothing bounds it (the salon's usual day). */
const USUAL_DAY: TimeRange = { startMinute: 9 * 60, endMinute: 19 * 60 };

const span = (r: TimeRange) =>
  `${formatMinuteOfDay(r.startMinute)}–${formatMinuteOfDay(r.endMinute)}`;

/** The parts of `windows` that no band covers, in order, each at least MIN_BAND_MINUTES long. */
function freeGaps(windows: readonly TimeRange[], bands: readonly TimeRange[]): TimeRange[] {
  const taken = [...bands].sort((a, b) => a.startMinute - b.startMinute);
  const gaps: TimeRange[] = [];
  for (const window of windows) {
    let from = window.startMinute;
    for (const band of taken) {
      if (band.endMinute <= from || band.startMinute >= window.endMinute) continue;
      if (band.startMinute > from) gaps.push({ startMinute: from, endMinute: band.startMinute });
      from = Math.max(from, band.endMinute);
    }
    if (from < window.endMinute) gaps.push({ startMinute: from, endMinute: window.endMinute });
  }
  return gaps.filter((g) => g.endMinute - g.startMinute >= MIN_BAND_MINUTES);
}

/**
 * The band «Aggiungi fascia» adds to a day that holds `bands` (the readable ones): the free time
 * after the day's last band, else the first free time before it, inside `opening` (the salon's
 * ranges that day, for an operator's week). Where nothing bounds the day (the salon's own week,
 * or a day the salon states no hours for, which the form accepts too) the whole day counts. An
 * empty day starts with the salon's first range, or 09:00–19:00. A day already full, or holding
 * the most bands a day may, gets the reason instead of a band the form would refuse.
 */
export function nextFreeBand(
  bands: readonly TimeRange[],
  opening: readonly TimeRange[] | null = null,
): NextBand {
  if (bands.length >= MAX_RANGES_PER_DAY)
    return { kind: 'none', reason: `Al massimo ${MAX_RANGES_PER_DAY} fasce al giorno` };
  const bounded = opening !== null && opening.length > 0;
  const windows = bounded ? opening : [DAY];
  if (bands.length === 0) {
    const first = bounded ? windows[0] : USUAL_DAY;
    if (first) return { kind: 'band', band: first };
  }
  const gaps = freeGaps(windows, bands);
  const lastEnd = Math.max(...bands.map((b) => b.endMinute));
  const next = gaps.find((g) => g.startMinute >= lastEnd) ?? gaps[0];
  if (next) return { kind: 'band', band: next };
  return {
    kind: 'none',
    reason: bounded
      ? `Nessuna fascia libera entro l'orario di apertura (${windows.map(span).join(', ')})`
      : 'Nessuna fascia libera: la giornata è già coperta',
  };
}
