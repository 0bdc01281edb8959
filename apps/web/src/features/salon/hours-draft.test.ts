import { describe, expect, it } from 'vitest';
import { weeklyHoursOrNull } from '@agendina/scheduling';
import { copyToAllDays, draftOf, hoursJsonOf } from './hours-draft.ts';

describe('hours draft', () => {
  const hours = weeklyHoursOrNull('{"tuesday":[["09:00","13:00"],["14:00","19:00"]]}');

  it('round-trips stored hours', () => {
    const draft = draftOf(hours);
    expect(draft.tuesday).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ]);
    expect(draft.monday).toEqual([]);
    const result = hoursJsonOf(draft);
    expect('json' in result && weeklyHoursOrNull(result.json)).toEqual(hours);
  });

  it('copies a day to every day', () => {
    const all = copyToAllDays(draftOf(hours), 'tuesday');
    expect(all.sunday).toEqual(all.tuesday);
  });

  it('refuses overlapping or reversed intervals with the shared Italian reason', () => {
    const draft = draftOf(hours);
    draft.tuesday = [
      { start: '09:00', end: '13:00' },
      { start: '12:00', end: '19:00' },
    ];
    expect(hoursJsonOf(draft)).toEqual({ error: 'Le fasce di martedì si sovrappongono' });
    draft.tuesday = [{ start: '13:00', end: '09:00' }];
    expect(hoursJsonOf(draft)).toEqual({ error: "Per martedì la fine deve venire dopo l'inizio" });
  });
});
