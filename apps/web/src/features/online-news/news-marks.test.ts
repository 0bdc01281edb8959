import { describe, expect, it } from 'vitest';
import { announcedUpTo, freshMarks, isAfter, parseMarks, seenUpTo } from './news-marks.ts';

const marks = { seen: '2026-11-19T09:00:00.000Z', announced: '2026-11-19T09:40:00.000Z' };

describe('the marks of the online news', () => {
  it('start from now on first use, so the salon’s history is no news', () => {
    expect(freshMarks(new Date('2026-11-19T09:30:00Z'))).toEqual({
      seen: '2026-11-19T09:30:00.000Z',
      announced: '2026-11-19T09:30:00.000Z',
    });
  });

  it('read back what was stored; anything else is a first use', () => {
    expect(parseMarks(JSON.stringify(marks))).toEqual(marks);
    for (const raw of [
      null,
      '',
      'non è JSON',
      'null',
      '[]',
      '{"seen":"ieri","announced":"2026-11-19T09:40:00.000Z"}',
      '{"seen":"2026-11-19T09:00:00.000Z"}',
      '{"seen":1,"announced":2}',
    ])
      expect(parseMarks(raw), String(raw)).toBeNull();
  });

  it('only move forward: another tab may have gone further', () => {
    expect(seenUpTo(marks, '2026-11-19T09:35:00.000Z')).toEqual({
      ...marks,
      seen: '2026-11-19T09:35:00.000Z',
    });
    expect(seenUpTo(marks, '2026-11-19T08:00:00.000Z')).toEqual(marks);
    expect(announcedUpTo(marks, '2026-11-19T09:41:27.482Z').announced).toBe(
      '2026-11-19T09:41:27.482Z',
    );
    expect(announcedUpTo(marks, '2026-11-19T09:39:59.999Z')).toEqual(marks);
  });

  it('compare instants, whatever their offset', () => {
    expect(isAfter('2026-11-19T10:41:00+01:00', '2026-11-19T09:40:00.000Z')).toBe(true);
    expect(isAfter('2026-11-19T10:40:00+01:00', '2026-11-19T09:40:00.000Z')).toBe(false);
  });
});
