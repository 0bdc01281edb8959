import { parseWeeklyHours, serializeWeeklyHours } from '@agendina/scheduling';
import { invalid } from '../domain/errors.ts';

/** Parses WeeklyHoursJson text; invalid with the Italian reason when malformed. Returns the canonical text. */
export function canonicalHours(text: string, field: string): string {
  const parsed = parseWeeklyHours(text);
  if (parsed.status === 'malformed') throw invalid({ [field]: parsed.reason });
  if (parsed.status === 'absent') throw invalid({ [field]: 'Orari mancanti' });
  return serializeWeeklyHours(parsed.hours);
}
